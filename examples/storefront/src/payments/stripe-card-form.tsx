import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent, Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { styled, useTheme } from 'styled-components';

import { paymentQueries, useCarrelloClient } from '@carrello/hooks';
import { Button, useCarrelloUi } from '@carrello/ui';

import { CARD_PAYMENT_PATH } from './card-payment-params';
import type { CardPaymentFormProps } from './payment-provider';
import { describeStripeError } from './stripe-errors';

/** Props of {@link StripeCardForm}. */
export interface StripeCardFormProps extends CardPaymentFormProps {
  /** The Stripe instance for the account (from `loadStripe`; a fake one in tests). */
  stripe: Stripe;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
  max-width: 36rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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

function PaymentForm({ params, onCompleted, onFailed }: Omit<StripeCardFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  const { formatPrice } = useCarrelloUi();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  // A double click must never confirm twice (italian-rules: one cart, one charge).
  const busy = useRef(false);

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

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    busy.current = true;
    setConfirming(true);
    setError(undefined);
    try {
      const result = await stripe.confirmPayment({
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
        setError(failure.message);
        return;
      }
      const intent = result.paymentIntent;
      const answer = await report(intent.status);
      if (answer?.status === 'failed') {
        const message = 'Il pagamento non è stato accettato. Torna all’ordine per riprovare.';
        setError(message);
        onFailed({ message, retryable: false });
        return;
      }
      if (SETTLED.has(intent.status) || answer?.status === 'completed') {
        onCompleted();
        return;
      }
      const message =
        intent.status === 'canceled'
          ? 'Il pagamento è stato annullato. Torna all’ordine per riprovare.'
          : 'Il pagamento non è stato completato. Riprova o usa un’altra carta.';
      setError(message);
      onFailed({ message, retryable: intent.status !== 'canceled' });
    } catch {
      setError('Il pagamento non è andato a buon fine. Riprova tra qualche istante.');
    } finally {
      busy.current = false;
      setConfirming(false);
    }
  }

  const total = Number(params.orderGrossTotal);
  const label =
    params.orderGrossTotal && Number.isFinite(total) ? `Paga ${formatPrice(total)}` : 'Paga ora';
  return (
    <Form aria-label="Dati della carta" onSubmit={(event) => void pay(event)} noValidate>
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() =>
          setError(
            'Non è stato possibile mostrare il modulo della carta. Ricarica la pagina per riprovare.',
          )
        }
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button
        type="submit"
        disabled={!stripe || !elements || !ready || confirming}
        loading={confirming}
      >
        {confirming ? 'Pagamento in corso…' : label}
      </Button>
      <Note>
        I dati della carta vanno direttamente a Stripe, su connessione protetta: il negozio non li
        vede e non li conserva.
      </Note>
    </Form>
  );
}

/**
 * The Stripe card form of the StripePayPayment page: Stripe's Payment Element in Italian for
 * the intent of the page's client secret. Paying confirms the intent (a bank check opens in
 * place, or on the bank's page and then back here), reports the result to the platform
 * (`/ebsn/api/stripe/payment-feedback`) and calls `onCompleted` or `onFailed`. A refused card
 * leaves the form usable for another try; the cart is never touched.
 */
export function StripeCardForm({ stripe, ...props }: StripeCardFormProps) {
  const theme = useTheme();
  const secret = props.params.paymentClientSecret;
  // Elements reads its options once: the intent of the page never changes under it.
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret: secret,
      locale: 'it',
      appearance: {
        theme: 'stripe',
        variables: {
          colorPrimary: theme.colors.primary,
          colorDanger: theme.colors.danger,
          colorText: theme.colors.text,
          fontFamily: theme.fonts.body,
          borderRadius: theme.radii.md,
        },
      },
    }),
    [secret, theme],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentForm {...props} />
    </Elements>
  );
}
