import { postForm, type PostFormRequest } from '@carrello/hooks';

import { CARD_PAYMENT_PATH, holdCardPaymentParams } from './card-payment-params';
import type { PaymentProvider } from './payment-provider';

/** The cart's slot, shown on the card page next to the order. */
interface CardPaymentSlot {
  date: string;
  beginTime: string;
}

/**
 * The checkout's way to the payment page. A provider with its own card form (Stripe) takes a buy
 * that answered a client secret to the StripePayPayment route, in the app and with the secret in
 * memory only; anything else (the simulated provider, a hosted page) is posted to `paymentUrl`.
 * @example usePlaceOrder({ navigate, postForm: cardPaymentHandOff(paymentProvider(), navigate, cart.timeslot) })
 */
export function cardPaymentHandOff(
  provider: PaymentProvider,
  navigate: (path: string) => void,
  slot: CardPaymentSlot | null | undefined,
  post: (request: PostFormRequest) => void = postForm,
): (request: PostFormRequest) => void {
  return (request) => {
    const { order_id: order, payment_client_secret: secret, amount } = request.parameters;
    if (!provider.CardForm || !order || !secret) {
      post(request);
      return;
    }
    holdCardPaymentParams({
      order,
      paymentClientSecret: secret,
      orderGrossTotal: amount ?? '',
      timeSlotDate: slot?.date ?? '',
      timeSlotTime: slot?.beginTime ?? '',
    });
    navigate(`${CARD_PAYMENT_PATH}${encodeURIComponent(order)}`);
  };
}
