import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeElementsOptions } from '@stripe/stripe-js';
import { styled, useTheme } from 'styled-components';

import { Button } from '@carrello/ui';

const Form = styled.form<{ $spaced: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme, $spaced }) => ($spaced ? theme.space[4] : 0)}px;
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

/** Props of {@link StripeCardElementForm}. */
interface StripeCardElementFormProps {
  /** The Stripe instance for the account (from `loadStripe`; a fake one in tests). */
  stripe: Stripe;
  /** The client secret of the PaymentIntent or SetupIntent the form confirms. */
  clientSecret: string;
  /**
   * Called on submit, once at a time (a double click never confirms twice): confirms the intent
   * with Stripe and resolves to the message to show when it did not go through.
   */
  onConfirm: (stripe: Stripe, elements: StripeElements) => Promise<string | undefined>;
  /** The submit button's text. */
  submitLabel: string;
  /** The submit button's text while confirming. */
  busyLabel: string;
  /** Shown when confirming throws (the network, Stripe's script). */
  failureMessage: string;
  /** The note below the button, after the sentence on where the card data goes. */
  note?: ReactNode;
  /**
   * Whether the form keeps a space above it.
   * @default false
   */
  spaced?: boolean;
}

type CardFormProps = Omit<StripeCardElementFormProps, 'stripe' | 'clientSecret'>;

function CardForm({
  onConfirm,
  submitLabel,
  busyLabel,
  failureMessage,
  note,
  spaced = false,
}: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  // A double click must never confirm twice (docs/requirements/checkout.md: one cart, one charge).
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    busy.current = true;
    setConfirming(true);
    setError(undefined);
    try {
      setError(await onConfirm(stripe, elements));
    } catch {
      setError(failureMessage);
    } finally {
      busy.current = false;
      setConfirming(false);
    }
  }

  return (
    <Form
      aria-label="Dati della carta"
      $spaced={spaced}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
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
        {confirming ? busyLabel : submitLabel}
      </Button>
      <Note>
        I dati della carta vanno direttamente a Stripe, su connessione protetta: il negozio non li
        vede e non li conserva.{note ? <> {note}</> : null}
      </Note>
    </Form>
  );
}

/**
 * Stripe's Payment Element in Italian, in the shop's colours, for one intent, with the error
 * line, the submit button and the note on card data: the card payment and the card-saving forms
 * differ only in what submitting confirms (`onConfirm`).
 */
export function StripeCardElementForm({
  stripe,
  clientSecret,
  ...props
}: StripeCardElementFormProps) {
  const theme = useTheme();
  // Elements reads its options once: the intent of the page never changes under it.
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret,
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
    [clientSecret, theme],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <CardForm {...props} />
    </Elements>
  );
}
