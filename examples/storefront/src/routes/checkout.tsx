import { useCallback, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { PAYMENT_TYPE } from '@carrello/core';
import {
  cartQueries,
  useCart,
  useMealTicketTypes,
  usePaymentAuths,
  usePaymentTypes,
  usePlaceOrder,
  usePreBilledAmount,
  useSession,
  useUserDetail,
} from '@carrello/hooks';
import type { Cart, PaymentType } from '@carrello/sdk';
import { Button, CartSummary, ErrorState, PaymentMethodList, media } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CartLines } from '../cart/cart-lines';
import { CartLoadState } from '../cart/cart-load-state';
import { EmptyCartButton, OrderNote } from '../cart/cart-notes';
import { DeliveryCards } from '../cart/delivery-cards';
import { EmptyCart, useLinesJustLeft } from '../cart/empty-cart';
import { PaymentDetails } from '../cart/payment-details';
import { cardPaymentHandOff } from '../payments/card-payment-hand-off';
import { paymentProvider } from '../payments/payment-provider';
import { AppliedMealVouchers, MealVouchers } from '../payments/meal-vouchers';
import { LockedCartNotice, LockedLines, isLocked } from '../checkout/locked-cart';
import { SlotTimer } from '../checkout/slot-timer';
import { AlertText } from '../shell/alert-text';
import { HiddenHeading } from '../shell/hidden-heading';
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

/**
 * The payment page: on a phone the method, the details, then the summary with "Concludi ordine",
 * and the meal vouchers last; from tablets up the summary stays in the right column beside both.
 */
const PaymentLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    grid-template-areas:
      'main aside'
      'vouchers aside';
    grid-template-rows: auto 1fr;
    align-items: start;
    > [data-area='main'] {
      grid-area: main;
    }
    > [data-area='aside'] {
      grid-area: aside;
    }
    > [data-area='vouchers'] {
      grid-area: vouchers;
    }
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Aside = styled.div`
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

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

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
        <Layout>
          <Column>
            {isLocked(data) ? <LockedCartNotice /> : null}
            <SlotTimer cart={data} />
            {/* The delivery cards' headings are h3: an h2 above them keeps the outline in order. */}
            <section aria-labelledby="checkout-delivery">
              <HiddenHeading id="checkout-delivery">Consegna</HiddenHeading>
              <DeliveryCards cart={data} readOnly={isLocked(data)} />
            </section>
            <Panel aria-labelledby="checkout-items">
              <PanelHead>
                <h2 id="checkout-items">Prodotti</h2>
                <EmptyCartButton cart={data} />
              </PanelHead>
              {empty ? (
                <EmptyCart headingLevel={3} linesJustLeft={linesJustLeft} />
              ) : (
                <LockedLines locked={isLocked(data)}>
                  <CartLines cart={data} variant="checkout" />
                </LockedLines>
              )}
            </Panel>
            {empty ? null : (
              <Panel aria-label="Note per l’ordine">
                <OrderNote cart={data} />
              </Panel>
            )}
          </Column>
          <Aside>
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
          </Aside>
        </Layout>
      ) : null}
    </Page>
  );
}

/** The payment type offered first: the fast payment (docs/requirements/checkout.md step 4) or the first usable one. */
function defaultPaymentType(types: readonly PaymentType[]): number | null {
  const usable = types.filter((type) => type.active === 1);
  const fast = usable.find((type) => type.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT);
  return (fast ?? usable[0])?.paymentTypeId ?? null;
}

/** What is left before paying, in the order the page asks it (docs/requirements/invoice.md). */
function missingStepsText(cart: Cart, hasPhone: boolean): string {
  const steps = [
    hasPhone ? null : 'salva il tuo cellulare',
    cart.cartInfos.need_invoice === 'true' && !Number(cart.cartInfos.PERSON_FISCAL_ID)
      ? 'scegli l’intestatario della fattura'
      : null,
    'accetta le condizioni di vendita',
  ].filter((step): step is string => step !== null);
  const last = steps.pop()!;
  return `Per concludere l’ordine ${steps.length > 0 ? `${steps.join(', ')} e ` : ''}${last}.`;
}

/**
 * `/payment`: the payment method, the invoice and phone form, the sales conditions and "Concludi
 * ordine" (docs/requirements/checkout.md): address and slot are required, the cart is locked and bought with the
 * chosen payment type (12 unless the shopper picks another), then the shopper goes to the payment
 * provider or straight to the completed page.
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const cart = useCart();
  const [complete, setComplete] = useState(false);
  const onCompleteChange = useCallback((next: boolean) => setComplete(next), []);
  // docs/requirements/payments.md: the payment list of the cart's store (and of the order being edited, if any).
  const editedOrderId = Number(cart.data?.cartInfos?.EDIT_ORDER_ID) || undefined;
  const types = usePaymentTypes({
    storeId: cart.data?.store?.storeId,
    ...(editedOrderId ? { orderId: editedOrderId } : {}),
  });
  const mealTickets = useMealTicketTypes();
  // Meal vouchers are paid through their provider's own sign-in (docs/requirements/payments.md), not from this list.
  const mealTicketIds = new Set(
    (mealTickets.data?.mealTicketTypes ?? []).map((type) => type.paymentTypeId),
  );
  const offered = (types.data?.payments ?? [])
    .filter((type) => !mealTicketIds.has(type.paymentTypeId))
    // docs/requirements/payments.md: with meal vouchers in use the rest is paid online, not on delivery.
    .filter((type) => !(cart.data?.mealTicket?.vouchers && type.paymentMode === 'on-delivery'))
    // The fast payment, chosen by default, comes first.
    .sort(
      (a, b) =>
        Number(b.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT) -
        Number(a.paymentTypeId === PAYMENT_TYPE.FAST_PAYMENT),
    );
  const [chosenType, setChosenType] = useState<number | null>(null);
  const paymentTypeId =
    (offered.some((type) => type.paymentTypeId === chosenType) ? chosenType : null) ??
    defaultPaymentType(offered);
  const cardIntent = paymentTypeId === PAYMENT_TYPE.CARD_INTENT;
  const savedCards = usePaymentAuths(PAYMENT_TYPE.CARD_INTENT);
  const cards = cardIntent ? (savedCards.data?.auths ?? []) : [];
  const defaultCard = cards.find((auth) => auth.defaultAuth) ?? cards[0];
  const order = usePlaceOrder({
    navigate: (path) => void navigate(path),
    // A provider with its own card form (Stripe) pays on the StripePayPayment route.
    postForm: cardPaymentHandOff(
      paymentProvider(),
      (path) => void navigate(path),
      cart.data?.timeslot,
    ),
    user: session?.user ? { profileLevel: session.user.profileLevel } : null,
    ...(paymentTypeId !== null ? { paymentTypeId } : {}),
    ...(defaultCard ? { paymentAuthId: defaultCard.paymentAuthId } : {}),
  });
  const userDetail = useUserDetail();
  // What the provider will be asked to authorise (weighed goods pre-billed above TOTALE).
  const preBilled = usePreBilledAmount(paymentTypeId ?? undefined);
  const { openDelivery } = useShell();
  const data = cart.data;
  const delivered = Boolean(data?.shippingAddress && data.timeslot);
  return (
    <Page title="Pagamento">
      <CartLoadState cart={cart} />
      {data ? (
        <PaymentLayout>
          <Column data-area="main">
            <section aria-labelledby="payment-delivery">
              <HiddenHeading id="payment-delivery">Consegna</HiddenHeading>
              <DeliveryCards cart={data} readOnly />
            </section>
            <Panel>
              {types.isError ? (
                <ErrorState
                  headingLevel={3}
                  title="Metodi di pagamento non disponibili"
                  message={types.error.message}
                  onRetry={() => void types.refetch()}
                  retrying={types.isFetching}
                />
              ) : (
                <PaymentMethodList
                  paymentTypes={offered}
                  loading={types.isPending || mealTickets.isPending}
                  value={paymentTypeId}
                  onValueChange={setChosenType}
                  auths={cards}
                />
              )}
            </Panel>
            <PaymentDetails cart={data} onCompleteChange={onCompleteChange} />
          </Column>
          <Aside data-area="aside">
            {order.message && delivered ? (
              <AlertText role="alert">{order.message}</AlertText>
            ) : null}
            <AppliedMealVouchers cart={data} />
            <CartSummary
              cart={data}
              checkoutDisabled={
                !order.canPay ||
                !complete ||
                !delivered ||
                data.totalItems === 0 ||
                paymentTypeId === null ||
                order.isPending
              }
              amountToAuthorize={preBilled.data?.preBilledAmount}
              onBackToShopping={() => void navigate('/checkout')}
              onCheckout={() => void order.placeOrder()}
            />
            {order.isPending || order.result?.status === 'redirected' ? (
              <p role="status">Stiamo preparando il pagamento…</p>
            ) : null}
            {!delivered ? (
              // Paying needs where and when: the dialog that chooses them opens from here.
              <>
                <p>
                  {data.shippingAddress
                    ? 'Per pagare scegli la fascia oraria.'
                    : 'Per pagare scegli dove ricevere la spesa e la fascia oraria.'}
                </p>
                <Button
                  fullWidth
                  onClick={() => openDelivery(data.shippingAddress ? 'timeslot' : 'address')}
                >
                  {data.shippingAddress
                    ? 'Scegli la fascia oraria'
                    : 'Scegli dove ricevere la spesa'}
                </Button>
              </>
            ) : order.canPay ? (
              !complete ? (
                <p>{missingStepsText(data, Boolean(userDetail.data?.phone))}</p>
              ) : null
            ) : (
              // docs/requirements/checkout.md: below profile level 1 a complete-profile prompt stands for the payment.
              <div role="status">
                <p>Per pagare conferma il tuo profilo: completa i tuoi dati e conferma l’e-mail.</p>
                <Button asChild fullWidth>
                  <Link to="/profile/profile-update">Completa il profilo</Link>
                </Button>
              </div>
            )}
          </Aside>
          <div data-area="vouchers">
            <MealVouchers
              cart={data}
              offered={types.data?.payments.map((type) => type.paymentTypeId)}
              loading={types.isPending}
            />
          </div>
        </PaymentLayout>
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

/** `/payment` with nothing to pay goes back to the cart, which says it is empty. */
const loadPayment: LoaderFactory =
  ({ client, queryClient }) =>
  async () => {
    const cart = await queryClient.ensureQueryData(cartQueries.detail(client));
    if (cart.cartItems.length === 0) throw redirect('/checkout');
    return null;
  };

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  CheckoutPage: loadCart,
  PaymentPage: loadPayment,
};
