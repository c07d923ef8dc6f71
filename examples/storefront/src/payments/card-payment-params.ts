/** The parameters of the StripePayPayment route (spec 2.1), secret included. */
export interface CardPaymentParams {
  order: string;
  paymentClientSecret: string;
  orderGrossTotal: string;
  timeSlotDate: string;
  timeSlotTime: string;
  redirectUrlRecurrent?: string;
  paymentData?: string;
  paymentAuthId?: string;
}

const PREFIX = '/stripe-pay-payment/';
let captured: CardPaymentParams | undefined;

/**
 * Takes the card-payment parameters out of the address bar before anything else runs: the
 * client secret and payment data never stay in the URL, the history, analytics or logs. The
 * address becomes `/stripe-pay-payment/{order}`; the page reads the rest from memory.
 */
export function captureCardPaymentParams(location: Location = window.location): void {
  if (!location.pathname.startsWith(PREFIX)) return;
  const segments = location.pathname.slice(PREFIX.length).split('/').map(decodeURIComponent);
  const [order, secret, total, date, time, recurrent, data, authId] = segments;
  if (!order || !secret) return;
  captured = {
    order,
    paymentClientSecret: secret,
    orderGrossTotal: total ?? '',
    timeSlotDate: date ?? '',
    timeSlotTime: time ?? '',
    ...(recurrent ? { redirectUrlRecurrent: recurrent } : {}),
    ...(data ? { paymentData: data } : {}),
    ...(authId ? { paymentAuthId: authId } : {}),
  };
  window.history.replaceState(window.history.state, '', `${PREFIX}${encodeURIComponent(order)}`);
}

/** The captured parameters for an order, if this page load carried them. */
export function cardPaymentParams(order: string | undefined): CardPaymentParams | undefined {
  return captured && captured.order === order ? captured : undefined;
}
