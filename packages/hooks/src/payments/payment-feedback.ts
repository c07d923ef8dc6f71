import type { EbsnClient, QueryOf, RequestOptions } from '@carrello/sdk';

import type { PaymentFeedbackProvider } from './payment-keys';

/** The parameters of a payment return page: its `URLSearchParams`, or route and query params merged. */
export type PaymentFeedbackParams =
  URLSearchParams | Readonly<Record<string, string | null | undefined>>;

/** Text of {@link InvalidPaymentFeedbackError}. */
export const INVALID_PAYMENT_FEEDBACK_MESSAGE =
  'Il collegamento di ritorno dal pagamento non è valido.';

/**
 * The parameters of a payment return page are missing or malformed, so the platform was not
 * asked. Its message never repeats the parameters (one of them is a client secret).
 */
export class InvalidPaymentFeedbackError extends Error {
  override readonly name = 'InvalidPaymentFeedbackError';
  constructor() {
    super(INVALID_PAYMENT_FEEDBACK_MESSAGE);
  }
}

/** A validated feedback call, ready to send. */
export type PaymentFeedbackRequest =
  | { provider: 'stripe'; query: QueryOf<'/ebsn/api/stripe/payment-feedback', 'get'> }
  | {
      provider: 'stripe-recurrent';
      query: QueryOf<'/ebsn/api/stripe/payment-feedback-recurrent', 'get'>;
    }
  | { provider: 'satispay'; query: QueryOf<'/ebsn/api/satispay/payment-feedback', 'get'> };

// docs/requirements/checkout.md "Payment return pages": every parameter is user input. These patterns accept
// the providers' ids and secrets (`pi_…_secret_…`, `seti_…`, UUIDs) and nothing else.
const ORDER_ID = /^[1-9]\d{0,14}$/;
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const CLIENT_SECRET = /^[A-Za-z0-9_]{1,256}$/;
const REDIRECT_STATUS = /^[a-z_]{1,40}$/;

function read(params: PaymentFeedbackParams, name: string, pattern: RegExp): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const value = raw?.trim();
  return value && pattern.test(value) ? value : undefined;
}

/**
 * Validates the parameters of a payment return page; `undefined` when any is missing or
 * malformed. `reference` is the non-secret part that identifies the payment.
 * @example const parsed = parsePaymentFeedback('stripe', new URLSearchParams(location.search));
 */
export function parsePaymentFeedback(
  provider: PaymentFeedbackProvider,
  params: PaymentFeedbackParams,
): { request: PaymentFeedbackRequest; reference: string } | undefined {
  if (provider === 'satispay') {
    const orderId = read(params, 'order_id', ORDER_ID);
    const paymentId = read(params, 'payment_id', PROVIDER_ID);
    if (!orderId || !paymentId) return undefined;
    return {
      request: { provider, query: { order_id: Number(orderId), payment_id: paymentId } },
      reference: `${orderId}:${paymentId}`,
    };
  }
  const redirectStatus = read(params, 'redirect_status', REDIRECT_STATUS);
  const secret = read(params, 'payment_intent_client_secret', CLIENT_SECRET);
  if (!redirectStatus || !secret) return undefined;
  if (provider === 'stripe-recurrent') {
    const paymentId = read(params, 'payment_id', PROVIDER_ID);
    if (!paymentId) return undefined;
    return {
      request: {
        provider,
        query: {
          redirect_status: redirectStatus,
          payment_id: paymentId,
          payment_intent_client_secret: secret,
        },
      },
      reference: paymentId,
    };
  }
  const orderId = read(params, 'order_id', ORDER_ID);
  if (!orderId) return undefined;
  return {
    request: {
      provider,
      query: {
        redirect_status: redirectStatus,
        order_id: Number(orderId),
        payment_intent_client_secret: secret,
      },
    },
    reference: orderId,
  };
}

/** Sends a validated feedback call to the platform, which answers the payment's real state. */
export function sendPaymentFeedback(
  client: EbsnClient,
  request: PaymentFeedbackRequest,
  options?: RequestOptions,
) {
  switch (request.provider) {
    case 'stripe':
      return client.payment.stripeFeedback(request.query, options);
    case 'stripe-recurrent':
      return client.payment.stripeFeedbackRecurrent(request.query, options);
    case 'satispay':
      return client.payment.satispayFeedback(request.query, options);
  }
}
