import { House, MapPin, Package, Store } from 'lucide-react';
import { deliveryServiceIcon, partnerZoneLabel } from '@carrello/core';
import type { Address } from '@carrello/sdk';
import { useCarrelloUi } from '../messages/messages-context';
import { SummaryCard } from './summary-card';

const icons = { store: Store, home: House, locker: Package, generic: MapPin } as const;

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  /** The cart's address, store or locker; null when none is chosen. */
  address: Address | null | undefined;
  /** The heading; defaults to "Ritiro presso" (or "Consegna a" for home delivery). */
  heading?: string;
  /** Called by "Cambia indirizzo" / "Scegli indirizzo"; without it the card has no action. */
  onEdit?: () => void;
  /** Whether the action is disabled (the cart cannot change on the payment page). */
  disabled?: boolean;
}

/**
 * The delivery address card of the cart drawer (spec 2.3): "Ritiro presso" and the store, or
 * "Consegna a" and the home address, with the delivery-service icon of spec 4.3, the partner
 * note of zone group 5, and an edit action.
 * @example
 * <AddressCard address={cart.shippingAddress} onEdit={openAddressChooser} />
 */
export function AddressCard({ address, heading, onEdit, disabled }: AddressCardProps) {
  const { messages } = useCarrelloUi();
  const kind = deliveryServiceIcon(address?.deliveryServiceId);
  const Icon = icons[kind];
  const title = heading ?? (kind === 'home' ? messages.cart.deliveryTo : messages.cart.pickupAt);
  const partner = partnerZoneLabel(address?.zone?.zoneGroupId);
  return (
    <SummaryCard
      icon={<Icon size={22} aria-hidden="true" />}
      heading={title}
      actionLabel={address ? messages.cart.changeAddress : messages.cart.chooseAddress}
      onEdit={onEdit}
      disabled={disabled}
    >
      {address ? (
        <>
          <p data-part="title">{address.addressName}</p>
          <p>
            {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
            {address.province})
          </p>
          {partner ? <p data-part="muted">{partner}</p> : null}
        </>
      ) : (
        <p data-part="muted">{messages.cart.noAddress}</p>
      )}
    </SummaryCard>
  );
}
