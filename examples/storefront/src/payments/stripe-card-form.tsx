import type { PaymentIntent, Stripe, StripeElements } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';

import { paymentQueries, useCarrelloClient } from '@carrello/hooks';
import { useCarrelloUi } from '@carrello/ui';

import { CARD_PAYMENT_PATH } from './card-payment-params';
import type { CardPaymentFormProps } from './payment-provider';
import { StripeCardElementForm } from './stripe-card-element-form';
import { describeStripeError } from './stripe-errors';

/** Props of {@link StripeCardForm}. */
interface StripeCardFormProps extends CardPaymentFormProps {
  /** The Stripe instance for the account (from `loadStripe`; a fake one in tests). */
  stripe: Stripe;
}

// Intents Stripe has settled on its side for this attempt: the platform is asked for the real
// state, then the page moves on. `requires_capture` is a card authorised for the final amount
// (weighed goods are charged at delivery).
const SETTLED = new Set<PaymentIntent.Status>(['succeeded', 'processing', 'requires_capture']);

/** Where Stripe sends the shopper back after a bank check on its own pages: this same page. */
function returnUrl(order: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return new URL(`${base}${CARD_PAYMENT_PATH}${encodeURIComponent(order)}`, window.location.origin)
    .href;
}

/**
 * The Stripe card form of the StripePayPayment page: Stripe's Payment Element in Italian for
 * the intent of the page's client secret. Paying confirms the intent (a bank check opens in
 * place, or on the bank's page and then back here), reports the result to the platform
 * (`/ebsn/api/stripe/payment-feedback`) and calls `onCompleted` or `onFailed`. A refused card
 * leaves the form usable for another try; the cart is never touched.
 */
export function StripeCardForm({ stripe, params, onCompleted, onFailed }: StripeCardFormProps) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  const { formatPrice } = useCarrelloUi();

  /** Tells the platform how the attempt ended; its answer is the payment's real state. */
  async function report(redirectStatus: string) {
    try {
      return await queryClient.fetchQuery({
        ...paymentQueries.feedback(client, 'stripe', {
          order_id: params.order,
          redirect_status: redirectStatus,
          payment_intent_client_secret: params.paymentClientSecret,
        }),
        // Each attempt is a new report, even after a declined card on the same order.
        staleTime: 0,
      });
    } catch {
      // The order page reads the real state anyway; a lost report must not block the shopper.
      return undefined;
    }
  }

  async function pay(instance: Stripe, elements: StripeElements): Promise<string | undefined> {
    const result = await instance.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl(params.order) },
    });
    if (result.error) {
      const failure = describeStripeError(result.error);
      // A form error (missing digits) is no attempt: nothing to report, nothing refused.
      if (result.error.type !== 'validation_error') {
        await report(result.error.payment_intent?.status ?? 'failed');
        onFailed(failure);
      }
      return failure.message;
    }
    const intent = result.paymentIntent;
    const answer = await report(intent.status);
    if (answer?.status === 'failed') {
      const message = 'Il pagamento non è stato accettato. Torna all’ordine per riprovare.';
      onFailed({ message, retryable: false });
      return message;
    }
    if (SETTLED.has(intent.status) || answer?.status === 'completed') {
      onCompleted();
      return undefined;
    }
    const message =
      intent.status === 'canceled'
        ? 'Il pagamento è stato annullato. Torna all’ordine per riprovare.'
        : 'Il pagamento non è stato completato. Riprova o usa un’altra carta.';
    onFailed({ message, retryable: intent.status !== 'canceled' });
    return message;
  }

  const total = Number(params.orderGrossTotal);
  return (
    <StripeCardElementForm
      stripe={stripe}
      clientSecret={params.paymentClientSecret}
      onConfirm={pay}
      submitLabel={
        params.orderGrossTotal && Number.isFinite(total) ? `Paga ${formatPrice(total)}` : 'Paga ora'
      }
      busyLabel="Pagamento in corso…"
      failureMessage="Il pagamento non è andato a buon fine. Riprova tra qualche istante."
      spaced
    />
  );
}
