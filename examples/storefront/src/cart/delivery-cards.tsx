import { styled } from 'styled-components';

import { DELIVERY_SERVICE } from '@carrello/core';
import type { Cart } from '@carrello/sdk';
import { AddressCard, TimeSlotCard } from '@carrello/ui';

import { useShell } from '../shell/shell-context';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * The cart's address card and time-slot card, each editable (docs/requirements/app-shell.md "Right cart drawer"); the
 * slot is chosen once there is an address. `readOnly` shows them without actions: the cart
 * cannot be edited on the payment page.
 */
export function DeliveryCards({ cart, readOnly }: { cart: Cart; readOnly?: boolean }) {
  const { openDelivery } = useShell();
  const address = cart.shippingAddress;
  return (
    <Cards>
      <AddressCard
        address={address}
        heading={
          address?.deliveryServiceId === DELIVERY_SERVICE.LOCKER ? 'Ritiro al locker' : undefined
        }
        onEdit={readOnly ? undefined : () => openDelivery('address')}
      />
      <TimeSlotCard
        timeslot={cart.timeslot}
        disabled={!address}
        onEdit={readOnly ? undefined : () => openDelivery('timeslot')}
      />
    </Cards>
  );
}
