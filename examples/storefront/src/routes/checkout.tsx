import { useNavigate } from 'react-router-dom';

import { cartQueries, useCart } from '@carrello/hooks';
import { Button, CartSummary } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CartLines } from '../cart/cart-lines';
import { CartLoadState } from '../cart/cart-load-state';
import { EmptyCartButton, OrderNote } from '../cart/cart-notes';
import { DeliveryCards } from '../cart/delivery-cards';
import { EmptyCart, useLinesJustLeft } from '../cart/empty-cart';
import {
  CheckoutAside,
  CheckoutColumn,
  CheckoutLayout,
  CheckoutPanel,
  CheckoutPanelHead,
} from '../checkout/checkout-layout.styles';
import { LockedCartNotice, LockedLines, isLocked } from '../checkout/locked-cart';
import { SlotTimer } from '../checkout/slot-timer';
import { HiddenHeading } from '../shell/hidden-heading';
import { Page } from '../shell/page';
import { useShell } from '../shell/shell-context';

/** `/checkout`: the cart with the checkout item list, the delivery choice and the summary. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { openDelivery } = useShell();
  const cart = useCart();
  const data = cart.data;
  const ready = Boolean(data?.shippingAddress && data.timeslot);
  const empty = data ? data.cartItems.length === 0 : false;
  const linesJustLeft = useLinesJustLeft(data?.cartItems.length);
  return (
    <Page title="Il tuo carrello">
      <CartLoadState cart={cart} />
      {data ? (
        <CheckoutLayout>
          <CheckoutColumn>
            {isLocked(data) ? <LockedCartNotice /> : null}
            <SlotTimer cart={data} />
            {/* The delivery cards' headings are h3: an h2 above them keeps the outline in order. */}
            <section aria-labelledby="checkout-delivery">
              <HiddenHeading id="checkout-delivery">Consegna</HiddenHeading>
              <DeliveryCards cart={data} readOnly={isLocked(data)} />
            </section>
            <CheckoutPanel aria-labelledby="checkout-items">
              <CheckoutPanelHead>
                <h2 id="checkout-items">Prodotti</h2>
                <EmptyCartButton cart={data} />
              </CheckoutPanelHead>
              {empty ? (
                <EmptyCart headingLevel={3} linesJustLeft={linesJustLeft} />
              ) : (
                <LockedLines locked={isLocked(data)}>
                  <CartLines cart={data} variant="checkout" />
                </LockedLines>
              )}
            </CheckoutPanel>
            {empty ? null : (
              <CheckoutPanel aria-label="Note per l’ordine">
                <OrderNote cart={data} />
              </CheckoutPanel>
            )}
          </CheckoutColumn>
          <CheckoutAside>
            <CartSummary
              cart={data}
              checkoutDisabled={!ready || data.totalItems === 0}
              onBackToShopping={() => void navigate('/')}
              onCheckout={() => void navigate('/payment')}
            />
            {!ready && data.totalItems > 0 ? (
              <>
                <p>Per continuare scegli dove e quando ricevere la spesa.</p>
                <Button
                  fullWidth
                  onClick={() => openDelivery(data.shippingAddress ? 'timeslot' : 'address')}
                >
                  {data.shippingAddress
                    ? 'Scegli la fascia oraria'
                    : 'Scegli dove ricevere la spesa'}
                </Button>
              </>
            ) : null}
          </CheckoutAside>
        </CheckoutLayout>
      ) : null}
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  CheckoutPage:
    ({ client, queryClient }) =>
    async () => {
      await queryClient.ensureQueryData(cartQueries.detail(client));
      return null;
    },
};
