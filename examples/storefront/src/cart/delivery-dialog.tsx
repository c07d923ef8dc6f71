import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

import { DELIVERY_SERVICE, deliveryServiceLabel, type DeliveryServiceId } from '@carrello/core';
import {
  useCart,
  useDeliveryAddresses,
  useDeliveryServices,
  useSetCartAddress,
  useSetCartTimeslot,
  useTimeslots,
} from '@carrello/hooks';
import {
  AddressCard,
  Button,
  Dialog,
  EmptyState,
  Skeleton,
  TimeSlotPicker,
  type TimeSlotValue,
} from '@carrello/ui';

import { choiceGroup } from '../shell/choice-group';
import { useCloseOnHistory } from '../shell/dialog-history';
import { QueryErrorState } from '../shell/query-error-state';
import type { DeliveryStep } from '../shell/shell-context';

const Options = styled.fieldset`
  ${choiceGroup}
`;

// The delivery services are a plain radio group: the kit has no widget for them.
const Service = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function addressLegend(serviceId: DeliveryServiceId): string {
  if (serviceId === DELIVERY_SERVICE.HOME_DELIVERY) return 'Indirizzo di consegna';
  if (serviceId === DELIVERY_SERVICE.LOCKER) return 'Locker di ritiro';
  return 'Negozio di ritiro';
}

/**
 * A group of choices read from a query: its error state in place of the group when the query
 * fails, a placeholder while it loads.
 */
function QueryOptions({
  query,
  message,
  legend,
  skeletonHeight,
  children,
}: {
  /** The query the choices come from. */
  query: {
    isError: boolean;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** What the error state says. */
  message: string;
  /** What the group asks, its legend. */
  legend: ReactNode;
  /** The height of the placeholder while the choices load, in px. */
  skeletonHeight: number;
  /** The choices. */
  children: ReactNode;
}) {
  if (query.isError) return <QueryErrorState headingLevel={3} message={message} query={query} />;
  return (
    <Options>
      <legend>{legend}</legend>
      {query.isPending ? <Skeleton height={skeletonHeight} /> : null}
      {children}
    </Options>
  );
}

/** Opens the address form; saving there comes back here with the new address chosen. */
function AddAddressLink({ onLeave }: { onLeave: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <Button asChild variant="secondary">
      <Link
        to="/profile/addresses/manage"
        state={{ returnTo: pathname + search }}
        onClick={onLeave}
      >
        Aggiungi un indirizzo
      </Link>
    </Button>
  );
}

function AddressStep({ onDone, onLeave }: { onDone: () => void; onLeave: () => void }) {
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
  const home = serviceId === DELIVERY_SERVICE.HOME_DELIVERY;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (addressId !== undefined)
          setAddress.mutate({ delivery_service_id: serviceId, address_id: addressId });
      }}
    >
      <QueryOptions
        query={services}
        message="Non è stato possibile caricare i modi di consegna."
        legend="Come vuoi ricevere la spesa?"
        skeletonHeight={64}
      >
        {(services.data?.deliveryServices ?? []).map((service) => (
          <Service key={service.deliveryServiceId}>
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
          </Service>
        ))}
      </QueryOptions>
      <QueryOptions
        query={addresses}
        message="Non è stato possibile caricare gli indirizzi."
        legend={addressLegend(serviceId)}
        skeletonHeight={96}
      >
        {addresses.isSuccess && list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={home ? 'Nessun indirizzo salvato' : 'Nessun punto di ritiro disponibile'}
            description={
              home
                ? 'Aggiungi un indirizzo di consegna nel tuo profilo.'
                : 'Prova un altro modo di consegna.'
            }
            action={home ? <AddAddressLink onLeave={onLeave} /> : null}
          />
        ) : null}
        {home && list.length > 0 ? <AddAddressLink onLeave={onLeave} /> : null}
        {list.map((address) => (
          <AddressCard
            key={address.addressId}
            address={{ ...address, deliveryServiceId: serviceId }}
            name="delivery-address"
            checked={addressId === address.addressId}
            onCheckedChange={() => setAddressId(address.addressId)}
          />
        ))}
      </QueryOptions>
      {setAddress.isError ? <Error role="alert">{setAddress.error.message}</Error> : null}
      <Actions>
        <Button type="submit" disabled={addressId === undefined} loading={setAddress.isPending}>
          Conferma indirizzo
        </Button>
      </Actions>
    </form>
  );
}

function TimeslotStep({
  onDone,
  dayRef,
}: {
  onDone: () => void;
  /** The chosen day's tab, where the dialog puts the focus (its `initialFocus`). */
  dayRef: RefObject<HTMLButtonElement | null>;
}) {
  const { data: cart } = useCart();
  const timeslots = useTimeslots();
  const current = cart?.timeslot;
  const [value, setValue] = useState<TimeSlotValue | null>(
    current ? { date: current.date, timeslotId: current.timeslotId } : null,
  );
  const setTimeslot = useSetCartTimeslot({ onSuccess: onDone });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value) setTimeslot.mutate({ date: value.date, timeslot_id: value.timeslotId });
      }}
    >
      <TimeSlotPicker
        days={timeslots.data?.days}
        loading={timeslots.isPending}
        error={timeslots.isError}
        value={value}
        onValueChange={setValue}
        selectedDayRef={dayRef}
      />
      {timeslots.isError ? (
        <Actions>
          <Button
            variant="secondary"
            loading={timeslots.isFetching}
            onClick={() => void timeslots.refetch()}
          >
            Riprova
          </Button>
        </Actions>
      ) : null}
      {setTimeslot.isError ? <Error role="alert">{setTimeslot.error.message}</Error> : null}
      <Actions>
        <Button type="submit" disabled={value === null} loading={setTimeslot.isPending}>
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
 * choosing the address goes on to the time slot (docs/requirements/app-shell.md).
 */
export function DeliveryDialog({ step, onStepChange, onClose }: DeliveryDialogProps) {
  const open = step !== null;
  useCloseOnHistory(open, onClose);
  // The time-slot step opens on the chosen day (its first control), not on the first control the
  // dialog finds while the days load ("Conferma fascia oraria").
  const day = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content width={560} initialFocus={step === 'timeslot' ? day : undefined}>
        <Dialog.Title>
          {step === 'timeslot' ? 'Scegli la fascia oraria' : 'Scegli dove ricevere la spesa'}
        </Dialog.Title>
        {step === 'address' ? (
          <AddressStep onDone={() => onStepChange('timeslot')} onLeave={onClose} />
        ) : null}
        {step === 'timeslot' ? <TimeslotStep onDone={onClose} dayRef={day} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
