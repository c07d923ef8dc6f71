import { useState } from 'react';
import styled from 'styled-components';

import { DELIVERY_SERVICE, deliveryServiceLabel, type DeliveryServiceId } from '@carrello/core';
import {
  useCart,
  useDeliveryAddresses,
  useDeliveryServices,
  useSetCartAddress,
  useSetCartTimeslot,
  useTimeslots,
} from '@carrello/hooks';
import { Button, Dialog, Skeleton, useCarrelloUi } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';
import type { DeliveryStep } from '../shell/shell-context';

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    margin-top: 4px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Days = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function AddressStep({ onDone }: { onDone: () => void }) {
  const { data: cart } = useCart();
  const services = useDeliveryServices();
  const [serviceId, setServiceId] = useState<DeliveryServiceId>(
    (cart?.shippingAddress?.deliveryServiceId as DeliveryServiceId | undefined) ??
      DELIVERY_SERVICE.HOME_DELIVERY,
  );
  const addresses = useDeliveryAddresses(serviceId);
  const [addressId, setAddressId] = useState<number | undefined>(cart?.shippingAddress?.addressId);
  const setAddress = useSetCartAddress({ onSuccess: onDone });
  const list = addresses.data?.addresses ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (addressId !== undefined)
          setAddress.mutate({ delivery_service_id: serviceId, address_id: addressId });
      }}
    >
      <Options>
        <legend>Come vuoi ricevere la spesa?</legend>
        {(services.data?.deliveryServices ?? []).map((service) => (
          <label key={service.deliveryServiceId}>
            <input
              type="radio"
              name="delivery-service"
              checked={serviceId === service.deliveryServiceId}
              onChange={() => {
                setServiceId(service.deliveryServiceId as DeliveryServiceId);
                setAddressId(undefined);
              }}
            />
            <span>
              {deliveryServiceLabel(service.deliveryServiceId as DeliveryServiceId)}
              {service.descr ? <small>{service.descr}</small> : null}
            </span>
          </label>
        ))}
      </Options>
      <Options>
        <legend>
          {serviceId === DELIVERY_SERVICE.HOME_DELIVERY
            ? 'Indirizzo di consegna'
            : serviceId === DELIVERY_SERVICE.LOCKER
              ? 'Locker di ritiro'
              : 'Negozio di ritiro'}
        </legend>
        {addresses.isPending ? <Skeleton height={96} /> : null}
        {addresses.isSuccess && list.length === 0 ? <p>Nessun indirizzo disponibile.</p> : null}
        {list.map((address) => (
          <label key={address.addressId}>
            <input
              type="radio"
              name="delivery-address"
              checked={addressId === address.addressId}
              onChange={() => setAddressId(address.addressId)}
            />
            <span>
              {address.addressName}
              <small>
                {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
                {address.province})
              </small>
            </span>
          </label>
        ))}
      </Options>
      {setAddress.isError ? <Error role="alert">{setAddress.error.message}</Error> : null}
      <Actions>
        <Button type="submit" disabled={addressId === undefined} loading={setAddress.isPending}>
          Conferma indirizzo
        </Button>
      </Actions>
    </form>
  );
}

function TimeslotStep({ onDone }: { onDone: () => void }) {
  const { formatDate } = useCarrelloUi();
  const { data: cart } = useCart();
  const timeslots = useTimeslots();
  const days = timeslots.data?.days ?? [];
  const [date, setDate] = useState<string | undefined>(cart?.timeslot?.date);
  const [slotId, setSlotId] = useState<number | undefined>(cart?.timeslot?.timeslotId);
  const setTimeslot = useSetCartTimeslot({ onSuccess: onDone });
  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (day && slotId !== undefined)
          setTimeslot.mutate({ date: day.date, timeslot_id: slotId });
      }}
    >
      {timeslots.isPending ? <Skeleton height={160} /> : null}
      {timeslots.isError ? <Error role="alert">{timeslots.error.message}</Error> : null}
      {timeslots.isSuccess && days.length === 0 ? <p>Nessuna fascia oraria disponibile.</p> : null}
      {days.length > 0 ? (
        <Days role="group" aria-label="Giorno">
          {days.map((candidate) => (
            <Button
              key={candidate.date}
              type="button"
              size="sm"
              variant={candidate.date === day?.date ? 'primary' : 'secondary'}
              aria-pressed={candidate.date === day?.date}
              onClick={() => {
                setDate(candidate.date);
                setSlotId(undefined);
              }}
            >
              {formatDate(candidate.date, { weekday: 'short', day: 'numeric', month: 'short' })}
            </Button>
          ))}
        </Days>
      ) : null}
      {day ? (
        <Options>
          <legend>Fascia oraria</legend>
          {day.timeSlots.map((slot) => (
            <label key={slot.timeslotId}>
              <input
                type="radio"
                name="timeslot"
                disabled={!slot.available}
                checked={slotId === slot.timeslotId && date === day.date}
                onChange={() => {
                  setDate(day.date);
                  setSlotId(slot.timeslotId);
                }}
              />
              <span>
                {slot.beginTime} – {slot.endTime}
                {!slot.available ? <small>Esaurita</small> : null}
                {slot.status === 'almost_full' ? <small>Ultimi posti</small> : null}
              </span>
            </label>
          ))}
        </Options>
      ) : null}
      {setTimeslot.isError ? <Error role="alert">{setTimeslot.error.message}</Error> : null}
      <Actions>
        <Button type="submit" disabled={slotId === undefined} loading={setTimeslot.isPending}>
          Conferma fascia oraria
        </Button>
      </Actions>
    </form>
  );
}

interface DeliveryDialogProps {
  step: DeliveryStep | null;
  onStepChange: (step: DeliveryStep | null) => void;
  onClose: () => void;
}

/**
 * The address (home delivery, store or locker) and time-slot choice, editable from the cart;
 * choosing the address goes on to the time slot (spec 2.3).
 */
export function DeliveryDialog({ step, onStepChange, onClose }: DeliveryDialogProps) {
  const open = step !== null;
  useCloseOnHistory(open, onClose);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content width={560}>
        <Dialog.Title>
          {step === 'timeslot' ? 'Scegli la fascia oraria' : 'Scegli dove ricevere la spesa'}
        </Dialog.Title>
        {step === 'address' ? <AddressStep onDone={() => onStepChange('timeslot')} /> : null}
        {step === 'timeslot' ? <TimeslotStep onDone={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
