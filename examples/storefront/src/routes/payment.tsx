import { useCallback, useState } from 'react';
import { redirect, useNavigate } from 'react-router-dom';

import {
  cartQueries,
  useCart,
  usePlaceOrder,
  usePreBilledAmount,
  useSession,
  useUserDetail,
} from '@carrello/hooks';
import { CartSummary, ErrorState, PaymentMethodList } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CartLoadState } from '../cart/cart-load-state';
import { DeliveryCards } from '../cart/delivery-cards';
import { PaymentDetails } from '../cart/payment-details';
import {
  CheckoutAside,
  CheckoutColumn,
  CheckoutPanel,
  PaymentLayout,
} from '../checkout/checkout-layout.styles';
import { PaymentNextStep } from '../checkout/payment-next-step';
import { usePaymentChoice } from '../checkout/use-payment-choice';
import { cardPaymentHandOff } from '../payments/card-payment-hand-off';
import { AppliedMealVouchers, MealVouchers } from '../payments/meal-vouchers';
import { paymentProvider } from '../payments/payment-provider';
import { AlertText } from '../shell/alert-text';
import { HiddenHeading } from '../shell/hidden-heading';
import { Page } from '../shell/page';

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
  const { types, mealTickets, offered, paymentTypeId, setChosenType, cards, defaultCard } =
    usePaymentChoice(cart.data);
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
  const data = cart.data;
  const delivered = Boolean(data?.shippingAddress && data.timeslot);
  return (
    <Page title="Pagamento">
      <CartLoadState cart={cart} />
      {data ? (
        <PaymentLayout>
          <CheckoutColumn data-area="main">
            <section aria-labelledby="payment-delivery">
              <HiddenHeading id="payment-delivery">Consegna</HiddenHeading>
              <DeliveryCards cart={data} readOnly />
            </section>
            <CheckoutPanel>
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
            </CheckoutPanel>
            <PaymentDetails cart={data} onCompleteChange={onCompleteChange} />
          </CheckoutColumn>
          <CheckoutAside data-area="aside">
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
            <PaymentNextStep
              cart={data}
              delivered={delivered}
              canPay={order.canPay}
              complete={complete}
              hasPhone={Boolean(userDetail.data?.phone)}
            />
          </CheckoutAside>
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
  PaymentPage: loadPayment,
};
