import type { SetupIntent, Stripe, StripeElements } from '@stripe/stripe-js';

import type { CardSetupFormProps } from './payment-provider';
import { StripeCardElementForm } from './stripe-card-element-form';
import { describeStripeError } from './stripe-errors';

/** Props of {@link StripeCardSetupForm}. */
interface StripeCardSetupFormProps extends CardSetupFormProps {
  /** The Stripe instance for the account (from `loadStripe`; a fake one in tests). */
  stripe: Stripe;
}

// Setups Stripe has settled on its side: the return page asks the platform for the real state.
const SETTLED = new Set<SetupIntent.Status>(['succeeded', 'processing']);

/**
 * The Stripe card-saving form of `/profile/payment-method/add-card`: Stripe's Payment Element in
 * Italian for the SetupIntent of the platform's `add-auth`. Saving confirms the intent
 * (`stripe.confirmSetup`; a bank check opens in place, or on the bank's pages and then back at
 * `returnUrl`) and calls `onSettled` with Stripe's status; the return page then asks the
 * platform for the real outcome (`stripe/payment-feedback-recurrent`).
 */
export function StripeCardSetupForm({
  stripe,
  setup,
  returnUrl,
  onSettled,
}: StripeCardSetupFormProps) {
  async function save(instance: Stripe, elements: StripeElements): Promise<string | undefined> {
    // A bank check opens in place, or on the bank's pages and then back at `returnUrl`.
    const result = await instance.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    // A refused card or a form error leaves the form usable for another card.
    if (result.error) return describeStripeError(result.error).message;
    const status = result.setupIntent.status;
    if (SETTLED.has(status)) {
      onSettled(status);
      return undefined;
    }
    return status === 'canceled'
      ? 'Il salvataggio della carta è stato annullato. Torna ai metodi di pagamento per riprovare.'
      : 'La carta non è stata salvata. Riprova o usa un’altra carta.';
  }

  return (
    <StripeCardElementForm
      stripe={stripe}
      clientSecret={setup.clientSecret}
      onConfirm={save}
      submitLabel="Salva la carta"
      busyLabel="Salvataggio in corso…"
      failureMessage="Il salvataggio della carta non è andato a buon fine. Riprova tra qualche istante."
      note="Nessun importo viene addebitato ora."
    />
  );
}
