import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { SetupIntent, Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { styled, useTheme } from 'styled-components';

import { Button } from '@carrello/ui';

import type { CardSetupFormProps } from './payment-provider';
import { describeStripeError } from './stripe-errors';

/** Props of {@link StripeCardSetupForm}. */
export interface StripeCardSetupFormProps extends CardSetupFormProps {
  /** The Stripe instance for the account (from `loadStripe`; a fake one in tests). */
  stripe: Stripe;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
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

// Setups Stripe has settled on its side: the return page asks the platform for the real state.
const SETTLED = new Set<SetupIntent.Status>(['succeeded', 'processing']);

function SetupForm({ returnUrl, onSettled }: Omit<StripeCardSetupFormProps, 'stripe' | 'setup'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // A double click must never confirm twice.
  const busy = useRef(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(undefined);
    try {
      // A bank check opens in place, or on the bank's pages and then back at `returnUrl`.
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        // A refused card or a form error leaves the form usable for another card.
        setError(describeStripeError(result.error).message);
        return;
      }
      const status = result.setupIntent.status;
      if (SETTLED.has(status)) {
        onSettled(status);
        return;
      }
      setError(
        status === 'canceled'
          ? 'Il salvataggio della carta è stato annullato. Torna ai metodi di pagamento per riprovare.'
          : 'La carta non è stata salvata. Riprova o usa un’altra carta.',
      );
    } catch {
      setError('Il salvataggio della carta non è andato a buon fine. Riprova tra qualche istante.');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <Form aria-label="Dati della carta" onSubmit={(event) => void save(event)} noValidate>
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
      <Button type="submit" disabled={!stripe || !elements || !ready || saving} loading={saving}>
        {saving ? 'Salvataggio in corso…' : 'Salva la carta'}
      </Button>
      <Note>
        I dati della carta vanno direttamente a Stripe, su connessione protetta: il negozio non li
        vede e non li conserva. Nessun importo viene addebitato ora.
      </Note>
    </Form>
  );
}

/**
 * The Stripe card-saving form of `/profile/payment-method/add-card`: Stripe's Payment Element in
 * Italian for the SetupIntent of the platform's `add-auth`. Saving confirms the intent
 * (`stripe.confirmSetup`; a bank check opens in place, or on the bank's pages and then back at
 * `returnUrl`) and calls `onSettled` with Stripe's status; the return page then asks the
 * platform for the real outcome (`stripe/payment-feedback-recurrent`).
 */
export function StripeCardSetupForm({ stripe, setup, ...props }: StripeCardSetupFormProps) {
  const theme = useTheme();
  const secret = setup.clientSecret;
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
      <SetupForm {...props} />
    </Elements>
  );
}
