import { Clock, MapPin } from 'lucide-react';
import styled from 'styled-components';

import { DELIVERY_SERVICE, partnerZoneLabel } from '@carrello/core';
import type { Cart } from '@carrello/sdk';
import { Button, useCarrelloUi } from '@carrello/ui';

import { useShell } from '../shell/shell-context';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Card = styled.section`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

function addressTitle(cart: Cart): string {
  switch (cart.shippingAddress?.deliveryServiceId) {
    case DELIVERY_SERVICE.HOME_DELIVERY:
      return 'Consegna a';
    case DELIVERY_SERVICE.LOCKER:
      return 'Ritiro al locker';
    default:
      return 'Ritiro presso';
  }
}

/** The cart's address card and time-slot card, each editable (spec 2.3 "Right cart drawer"). */
export function DeliveryCards({ cart, disabled }: { cart: Cart; disabled?: boolean }) {
  const { openDelivery } = useShell();
  const { formatDate } = useCarrelloUi();
  const address = cart.shippingAddress;
  const slot = cart.timeslot;
  const partner = partnerZoneLabel(address?.zone?.zoneGroupId);
  return (
    <Cards>
      <Card aria-labelledby="cart-address-title">
        <MapPin aria-hidden="true" />
        <div>
          <h3 id="cart-address-title">{address ? addressTitle(cart) : 'Indirizzo'}</h3>
          <p>
            {address
              ? `${address.addressName} – ${address.address1} ${address.addressNumber}, ${address.city}`
              : 'Nessun indirizzo scelto'}
          </p>
          {partner ? <p>{partner}</p> : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => openDelivery('address')}
          aria-label={address ? 'Cambia indirizzo' : 'Scegli indirizzo'}
        >
          {address ? 'Cambia' : 'Scegli'}
        </Button>
      </Card>
      <Card aria-labelledby="cart-slot-title">
        <Clock aria-hidden="true" />
        <div>
          <h3 id="cart-slot-title">Data e ora</h3>
          <p>
            {slot
              ? `${formatDate(slot.date, { weekday: 'long', day: 'numeric', month: 'long' })}, ${slot.beginTime} – ${slot.endTime}`
              : 'Nessuna fascia oraria scelta'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || !address}
          onClick={() => openDelivery('timeslot')}
          aria-label={slot ? 'Cambia fascia oraria' : 'Scegli fascia oraria'}
        >
          {slot ? 'Cambia' : 'Scegli'}
        </Button>
      </Card>
    </Cards>
  );
}
