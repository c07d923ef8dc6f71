import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useCart, usePaymentTypes } from '@carrello/hooks';
import { CartSummary, Drawer, useThemeTokens } from '@carrello/ui';

import { useCloseOnHistory } from '../shell/dialog-history';
import { LockedCartNotice, LockedLines, isLocked } from '../checkout/locked-cart';
import { SlotTimer } from '../checkout/slot-timer';
import { CartLines } from './cart-lines';
import { CartLoadState } from './cart-load-state';
import { EmptyCartButton } from './cart-notes';
import { DeliveryCards } from './delivery-cards';
import { EmptyCart, useLinesJustLeft } from './empty-cart';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/requirements/app-shell.md "Right cart drawer": 680 px wide, for signed-in shoppers: address and time-slot
 * cards, the item list (or an empty cart) and the summary with "Torna alla spesa" and
 * "Concludi ordine".
 */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const navigate = useNavigate();
  const { sizes } = useThemeTokens();
  const cart = useCart();
  // docs/requirements/payments.md: the payment list of the cart's store; docs/requirements/app-shell.md: type 12 offers the fast payment on
  // the compact summary, unless an active type 25 (card intent) hides it.
  const paymentTypes = usePaymentTypes({ storeId: cart.data?.store?.storeId });
  useCloseOnHistory(open, () => onOpenChange(false));
  const linesJustLeft = useLinesJustLeft(cart.data?.cartItems.length);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="right" width={sizes.cartDrawer} title="Il tuo carrello">
        <Drawer.Body>
          <CartLoadState cart={cart} height={200} />
          {cart.data ? (
            <Stack>
              {isLocked(cart.data) ? (
                <LockedCartNotice headingLevel={3} onLeave={() => onOpenChange(false)} />
              ) : null}
              <DeliveryCards cart={cart.data} readOnly={isLocked(cart.data)} />
              <SlotTimer cart={cart.data} />
              {cart.data.cartItems.length > 0 ? (
                <>
                  <EmptyCartButton cart={cart.data} />
                  <LockedLines locked={isLocked(cart.data)}>
                    <CartLines cart={cart.data} />
                  </LockedLines>
                </>
              ) : (
                <EmptyCart onShop={() => onOpenChange(false)} linesJustLeft={linesJustLeft} />
              )}
            </Stack>
          ) : null}
        </Drawer.Body>
        <Drawer.Footer>
          <CartSummary
            cart={cart.data}
            compact
            paymentTypes={paymentTypes.data?.payments}
            onFastPayment={() => {
              onOpenChange(false);
              void navigate('/payment');
            }}
            checkoutDisabled={!cart.data || cart.data.totalItems === 0}
            onBackToShopping={() => onOpenChange(false)}
            onCheckout={() => {
              onOpenChange(false);
              void navigate('/checkout');
            }}
          />
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}
