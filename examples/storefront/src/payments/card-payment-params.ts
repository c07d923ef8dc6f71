import { readPaymentConfig } from './payment-config';

/** The parameters of the StripePayPayment route (docs/requirements/app-shell.md), secret included. */
export interface CardPaymentParams {
  order: string;
  paymentClientSecret: string;
  orderGrossTotal: string;
  timeSlotDate: string;
  timeSlotTime: string;
  redirectUrlRecurrent?: string;
  paymentData?: string;
  paymentAuthId?: string;
  /**
   * Set when the page is the provider's return (after a bank check on the provider's pages):
   * the `redirect_status` the provider appended. The other display fields are then empty.
   */
  redirectStatus?: string;
}

/** Path of the StripePayPayment route, which is also the provider's return URL. */
export const CARD_PAYMENT_PATH = '/stripe-pay-payment/';

// Query parameters that carry a provider's client secret, on any page: Stripe appends
// `payment_intent_client_secret` (or `setup_intent_client_secret`) to its return URLs.
const SECRET_QUERY = [
  'payment_intent_client_secret',
  'setup_intent_client_secret',
  'client_secret',
];
// The rest of Stripe's return query, dropped with the secret on the card page.
const RETURN_QUERY = ['payment_intent', 'setup_intent', 'redirect_status'];

let captured: CardPaymentParams | undefined;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function captureFromPath(pathname: string, query: URLSearchParams): CardPaymentParams | undefined {
  const segments = pathname.slice(CARD_PAYMENT_PATH.length).split('/').map(decode);
  const [order, secret, total, date, time, recurrent, data, authId] = segments;
  if (!order) return undefined;
  const returnedSecret = query.get('payment_intent_client_secret');
  const redirectStatus = query.get('redirect_status');
  if (returnedSecret && redirectStatus) {
    return {
      order,
      paymentClientSecret: returnedSecret,
      orderGrossTotal: '',
      timeSlotDate: '',
      timeSlotTime: '',
      redirectStatus,
    };
  }
  if (!secret) return undefined;
  return {
    order,
    paymentClientSecret: secret,
    orderGrossTotal: total ?? '',
    timeSlotDate: date ?? '',
    timeSlotTime: time ?? '',
    ...(recurrent ? { redirectUrlRecurrent: recurrent } : {}),
    ...(data ? { paymentData: data } : {}),
    ...(authId ? { paymentAuthId: authId } : {}),
  };
}

/**
 * Start-up step of payments, run by `main.tsx` before the router, the analytics and anything
 * else: takes the card-payment parameters out of the address bar, so the client secret and the
 * payment data never stay in the URL, the history, analytics or logs (docs/requirements/validation.md "Payment
 * return pages"). The card page becomes `/stripe-pay-payment/{order}` and reads the rest from
 * memory; on any other page a provider's secret query parameter is simply dropped. Then it
 * checks the payment settings of the build, throwing a `PaymentConfigError` that says what to
 * fix (for example `stripe` without a publishable key).
 */
export function captureCardPaymentParams(location: Location = window.location): void {
  const query = new URLSearchParams(location.search);
  const onCardPage = location.pathname.startsWith(CARD_PAYMENT_PATH);
  const leaving = onCardPage ? [...SECRET_QUERY, ...RETURN_QUERY] : SECRET_QUERY;
  const hasSecretQuery = leaving.some((name) => query.has(name));
  if (onCardPage) {
    captured = captureFromPath(location.pathname, query);
  }
  if (onCardPage || hasSecretQuery) {
    for (const name of leaving) query.delete(name);
    const rest = query.toString();
    const search = rest ? `?${rest}` : '';
    const path =
      onCardPage && captured
        ? `${CARD_PAYMENT_PATH}${encodeURIComponent(captured.order)}`
        : location.pathname;
    const next = `${path}${search}${location.hash}`;
    if (next !== `${location.pathname}${location.search}${location.hash}`) {
      window.history.replaceState(window.history.state, '', next);
    }
  }
  // Only a build that names a provider has settings to check: the default build leaves this out.
  if (import.meta.env.VITE_PAYMENT_PROVIDER) readPaymentConfig();
}

/**
 * Keeps the parameters of a card payment in memory for an in-app move to the card page (the
 * checkout's buy answered a client secret): the secret never enters the address bar.
 */
export function holdCardPaymentParams(params: CardPaymentParams): void {
  captured = params;
}

/** The captured parameters for an order, if this page load carried them. */
export function cardPaymentParams(order: string | undefined): CardPaymentParams | undefined {
  return captured && captured.order === order ? captured : undefined;
}
