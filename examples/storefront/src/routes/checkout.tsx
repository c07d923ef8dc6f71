import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { cartQueries, usePlaceOrder, useSession, useCart } from '@carrello/hooks';
import { Button, CartSummary, Skeleton, media } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CartLines } from '../cart/cart-lines';
import { DeliveryCards } from '../cart/delivery-cards';
import { PaymentDetails } from '../cart/payment-details';
import { Page } from '../shell/page';
import { useShell } from '../shell/shell-context';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${media.up('md')} {
    position: sticky;
    top: 96px;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** `/checkout`: the cart with the checkout item list, the delivery choice and the summary. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { openDelivery } = useShell();
  const cart = useCart();
  const data = cart.data;
  const ready = Boolean(data?.shippingAddress && data.timeslot);
  return (
    <Page title="Il tuo carrello">
      {cart.isPending ? <Skeleton height={240} /> : null}
      {cart.isError ? <Alert role="alert">{cart.error.message}</Alert> : null}
      {data ? (
        <Layout>
          <Column>
            <DeliveryCards cart={data} />
            <Panel aria-labelledby="checkout-items">
              <h2 id="checkout-items">Prodotti</h2>
              <CartLines cart={data} variant="checkout" />
            </Panel>
          </Column>
          <Aside aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">Riepilogo</h2>
            {ready || data.totalItems === 0 ? (
              <CartSummary
                cart={data}
                checkoutDisabled={data.totalItems === 0}
                onBackToShopping={() => navigate('/')}
                onCheckout={() => navigate('/payment')}
              />
            ) : (
              <>
                <CartSummary
                  cart={data}
                  checkoutDisabled
                  onBackToShopping={() => navigate('/')}
                  onCheckout={() => navigate('/payment')}
                />
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
            )}
          </Aside>
        </Layout>
      ) : null}
    </Page>
  );
}

/**
 * `/payment`: the invoice and phone form, the sales conditions and "Concludi ordine" (spec 4.1):
 * address and slot are required, the cart is locked and bought with payment type 12, then the
 * shopper goes to the payment provider or straight to the completed page.
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const cart = useCart();
  const [complete, setComplete] = useState(false);
  const onCompleteChange = useCallback((next: boolean) => setComplete(next), []);
  const order = usePlaceOrder({
    navigate: (path) => navigate(path),
    user: session?.user ? { profileLevel: session.user.profileLevel } : null,
  });
  const data = cart.data;
  return (
    <Page title="Pagamento">
      {cart.isPending ? <Skeleton height={240} /> : null}
      {data ? (
        <Layout>
          <Column>
            <DeliveryCards cart={data} disabled />
            <PaymentDetails cart={data} onCompleteChange={onCompleteChange} />
          </Column>
          <Aside aria-labelledby="payment-summary">
            <h2 id="payment-summary">Riepilogo</h2>
            {order.message ? <Alert role="alert">{order.message}</Alert> : null}
            <CartSummary
              cart={data}
              checkoutDisabled={
                !order.canPay || !complete || data.totalItems === 0 || order.isPending
              }
              onBackToShopping={() => navigate('/checkout')}
              onCheckout={() => void order.placeOrder()}
            />
            {order.isPending || order.result?.status === 'redirected' ? (
              <p role="status">Stiamo preparando il pagamento…</p>
            ) : null}
            {order.canPay ? (
              !complete ? (
                <p>
                  Per concludere l’ordine conferma il telefono e accetta le condizioni di vendita.
                </p>
              ) : null
            ) : (
              // spec 4.1: below profile level 1 a complete-profile prompt stands for the payment.
              <div role="status">
                <p>Per pagare conferma il tuo profilo: completa i tuoi dati e conferma l’e-mail.</p>
                <Button asChild fullWidth>
                  <Link to="/profile/profile-update">Completa il profilo</Link>
                </Button>
              </div>
            )}
          </Aside>
        </Layout>
      ) : null}
    </Page>
  );
}

const loadCart: LoaderFactory =
  ({ client, queryClient }) =>
  async () => {
    await queryClient.ensureQueryData(cartQueries.detail(client));
    return null;
  };

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  CheckoutPage: loadCart,
  PaymentPage: loadCart,
};
