import type { ChangeEvent } from 'react';
import { House, MapPin, Package, Store } from 'lucide-react';
import { deliveryServiceIcon, partnerZoneLabel } from '@carrello/core';
import type { Address } from '@carrello/sdk';
import { useCarrelloUi } from '../messages/messages-context';
import { styled } from '../theme/styled-skin';
import { cardLines, cardSurface } from './card.styles';
import { SummaryCard } from './summary-card';

const icons = { store: Store, home: House, locker: Package, generic: MapPin } as const;

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  /** The cart's address, store or locker; null when none is chosen. */
  address: Address | null | undefined;
  /**
   * The heading; defaults to "Ritiro presso" for a store or locker, and to "Consegna a" for home
   * delivery and while nothing is chosen (home delivery is the default service).
   */
  heading?: string;
  /** Called by "Cambia indirizzo" / "Scegli indirizzo"; without it the card has no action. */
  onEdit?: () => void;
  /** Whether the action (or, as an option, the radio) is disabled. */
  disabled?: boolean;
  /**
   * Called when the shopper picks the card; given, the card is a radio option of a group (the
   * address, store or locker choice) instead of a summary with an edit action.
   */
  onCheckedChange?: (checked: boolean) => void;
  /** Whether the card is the chosen option of its group (with `onCheckedChange`). */
  checked?: boolean;
  /** The `name` shared by the radios of one group (with `onCheckedChange`). */
  name?: string;
}

const Option = styled.label`
  display: grid;
  grid-template-columns: auto auto 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  ${cardSurface}
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  > svg {
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Lines = styled.span`
  ${cardLines}
  [data-part='title'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  [data-part='muted'] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The name, the street and city line and the partner note of an address: `span`s inside the
 * option (a `label` holds phrasing content only), paragraphs in the summary card.
 */
function AddressLines({
  address,
  partner,
  as: Line,
}: {
  address: Address;
  partner: string | null;
  as: 'span' | 'p';
}) {
  return (
    <>
      <Line data-part="title">{address.addressName}</Line>
      <Line>
        {address.address1} {address.addressNumber}, {address.postalcode} {address.city} (
        {address.province})
      </Line>
      {partner ? <Line data-part="muted">{partner}</Line> : null}
    </>
  );
}

/**
 * The delivery address card of the cart drawer (docs/requirements/app-shell.md): "Ritiro presso" and the store, or
 * "Consegna a" and the home address, with the delivery-service icon of docs/requirements/cart.md, the partner
 * note of zone group 5, and an edit action. With `onCheckedChange` it is one radio option of the
 * address, store or locker choice.
 * @example
 * <AddressCard address={cart.shippingAddress} onEdit={openAddressChooser} />
 * <AddressCard address={store} name="address" checked={id === store.addressId}
 *   onCheckedChange={() => setId(store.addressId)} />
 */
export function AddressCard({
  address,
  heading,
  onEdit,
  disabled,
  onCheckedChange,
  checked = false,
  name,
}: AddressCardProps) {
  const { messages } = useCarrelloUi();
  const kind = deliveryServiceIcon(address?.deliveryServiceId);
  const Icon = icons[kind];
  // Nothing chosen yet reads as home delivery, the service a new cart starts with.
  const title =
    heading ??
    (kind === 'store' || kind === 'locker' ? messages.cart.pickupAt : messages.cart.deliveryTo);
  const partner = partnerZoneLabel(address?.zone?.zoneGroupId);
  if (onCheckedChange && address) {
    return (
      <Option
        data-state={checked ? 'checked' : 'unchecked'}
        data-disabled={disabled ? '' : undefined}
      >
        <input
          type="radio"
          name={name}
          value={address.addressId}
          checked={checked}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onCheckedChange(event.target.checked)}
        />
        <Icon size={22} aria-hidden="true" />
        <Lines>
          <AddressLines address={address} partner={partner} as="span" />
        </Lines>
      </Option>
    );
  }
  return (
    <SummaryCard
      icon={<Icon size={22} aria-hidden="true" />}
      heading={title}
      actionLabel={address ? messages.cart.changeAddress : messages.cart.chooseAddress}
      onEdit={onEdit}
      disabled={disabled}
    >
      {address ? (
        <AddressLines address={address} partner={partner} as="p" />
      ) : (
        <p data-part="muted">{messages.cart.noAddress}</p>
      )}
    </SummaryCard>
  );
}
