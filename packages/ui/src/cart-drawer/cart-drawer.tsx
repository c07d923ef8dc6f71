import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { hasCart, type PaymentTypeLike } from '@carrello/core';
import type { Cart } from '@carrello/sdk';
import { AddressCard } from '../address-card/address-card';
import { CartItemList, type CartItemListProps } from '../cart-item-list/cart-item-list';
import { CartSummary } from '../cart-summary/cart-summary';
import * as Drawer from '../drawer/parts';
import { Skeleton } from '../skeleton/skeleton.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { media } from '../theme/media';
import { TimeSlotCard } from '../time-slot-picker/time-slot-card';
import { useDialogContext, type UseDialogOptions } from '../dialog/use-dialog';

const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  ${media.down('sm')} {
    grid-template-columns: 1fr;
  }
`;

// On phones the summary may not take the whole drawer: it scrolls within half of the screen.
const Footer = styled(Drawer.Footer)`
  ${media.down('sm')} {
    max-height: 45dvh;
    overflow: auto;
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps
  extends
    Pick<UseDialogOptions, 'open' | 'defaultOpen' | 'onOpenChange'>,
    Omit<CartItemListProps, 'items' | 'variant'> {
  /** The cart; null or a cartId not above 0 shows the no-cart text. */
  cart: Cart | null | undefined;
  /** Whether the cart is loading. */
  loading?: boolean;
  /** Payment types offered (the compact summary shows fast payment for type 12). */
  paymentTypes?: readonly PaymentTypeLike[] | null;
  /** Called by the address card's action. */
  onEditAddress?: () => void;
  /** Called by the time-slot card's action. */
  onEditTimeslot?: () => void;
  /** Called by "Concludi ordine". */
  onCheckout?: () => void;
  /** Called by "Torna alla spesa" (the drawer closes as well). */
  onBackToShopping?: () => void;
  /** Called by the fast-payment button. */
  onFastPayment?: () => void;
  /** Whether the cart cannot be changed (docs/requirements/app-shell.md: not on the payment route). */
  readOnly?: boolean;
  /** An element that opens the drawer (the top bar's cart button). */
  trigger?: ReactNode;
}

/**
 * The right cart drawer (docs/requirements/app-shell.md): 680 px wide, with the address card ("Ritiro presso"), the
 * time-slot card ("Data e ora"), each editable, the item list and the compact summary.
 * @example
 * <CartDrawer open={open} onOpenChange={setOpen} cart={cart} paymentTypes={types}
 *   onCheckout={() => navigate('/checkout')} onEditAddress={chooseAddress}
 *   onEditTimeslot={chooseSlot} onQuantityChange={updateQuantity} onRemove={removeItem} />
 */
export function CartDrawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  ...props
}: CartDrawerProps) {
  const { messages } = useCarrelloUi();
  const { sizes } = useThemeTokens();
  return (
    <Drawer.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Drawer.Trigger asChild>{trigger}</Drawer.Trigger> : null}
      <Drawer.Content side="right" width={sizes.cartDrawer} title={messages.cart.title}>
        <CartDrawerContent {...props} />
      </Drawer.Content>
    </Drawer.Root>
  );
}

function CartDrawerContent({
  cart,
  loading = false,
  paymentTypes,
  onEditAddress,
  onEditTimeslot,
  onCheckout,
  onBackToShopping,
  onFastPayment,
  readOnly = false,
  busyItemIds,
  ...listProps
}: Omit<CartDrawerProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>) {
  const drawer = useDialogContext('CartDrawer');
  const { messages } = useCarrelloUi();
  const backToShopping = () => {
    onBackToShopping?.();
    drawer.setOpen(false);
  };
  if (loading) {
    return (
      <Drawer.Body>
        <Loading role="status" aria-label={messages.common.loading}>
          <Skeleton height={96} />
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Loading>
      </Drawer.Body>
    );
  }
  const exists = hasCart(cart);
  const items = cart?.cartItems ?? [];
  const lockedIds = readOnly ? items.map((item) => item.itemId) : busyItemIds;
  return (
    <>
      <Drawer.Body>
        {exists && cart ? (
          <>
            <Cards>
              <AddressCard
                address={cart.shippingAddress}
                onEdit={onEditAddress}
                disabled={readOnly}
              />
              <TimeSlotCard timeslot={cart.timeslot} onEdit={onEditTimeslot} disabled={readOnly} />
            </Cards>
            <CartItemList variant="drawer" items={items} busyItemIds={lockedIds} {...listProps} />
          </>
        ) : null}
      </Drawer.Body>
      <Footer>
        <CartSummary
          cart={cart}
          compact
          paymentTypes={paymentTypes}
          onBackToShopping={backToShopping}
          onCheckout={onCheckout}
          onFastPayment={onFastPayment}
          checkoutDisabled={items.length === 0}
        />
      </Footer>
    </>
  );
}
