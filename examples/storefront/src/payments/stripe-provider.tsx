import { useEffect, useState, type ComponentType } from 'react';
import type { Stripe } from '@stripe/stripe-js';

import { Button, Skeleton } from '@carrello/ui';

import type { CardPaymentFormProps, PaymentProvider } from './payment-provider';
import type { StripeCardFormProps } from './stripe-card-form';

/** Options of {@link createStripeProvider}. */
export interface StripeProviderOptions {
  /** The account's publishable key (`pk_live_…` or `pk_test_…`). */
  publishableKey: string;
  /**
   * Loads Stripe.js for the key; by default `loadStripe` of `@stripe/stripe-js/pure`, imported
   * the first time a card form shows, with Italian texts.
   */
  loadStripe?: (publishableKey: string) => Promise<Stripe | null>;
}

interface LoadedStripe {
  Form: ComponentType<StripeCardFormProps>;
  stripe: Stripe;
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; loaded: LoadedStripe };

async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  // PCI: Stripe.js must come from js.stripe.com. The `pure` entry adds the script only when
  // called, so only a build configured for Stripe, on its card page, ever talks to Stripe.
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey, { locale: 'it' });
}

/**
 * The Stripe provider: its card form is Stripe's Payment Element. The form's code and Stripe.js
 * load on the first card page, never with the rest of the storefront.
 * @example const provider = createStripeProvider({ publishableKey: 'pk_test_123' });
 */
export function createStripeProvider({
  publishableKey,
  loadStripe = loadStripeJs,
}: StripeProviderOptions): PaymentProvider {
  let loading: Promise<LoadedStripe> | undefined;
  const load = (): Promise<LoadedStripe> => {
    loading ??= Promise.all([import('./stripe-card-form'), loadStripe(publishableKey)]).then(
      ([module, stripe]) => {
        if (!stripe) throw new Error('Stripe.js is not available in this environment.');
        return { Form: module.StripeCardForm, stripe };
      },
    );
    // A failed load (offline, blocked script) is tried again when the shopper asks.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  function StripeCardForm(props: CardPaymentFormProps) {
    const [state, setState] = useState<LoadState>({ status: 'loading' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      load().then(
        (loaded) => {
          if (live) setState({ status: 'ready', loaded });
        },
        () => {
          if (live) setState({ status: 'failed' });
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (state.status === 'ready') {
      const { Form, stripe } = state.loaded;
      return <Form stripe={stripe} {...props} />;
    }
    if (state.status === 'failed') {
      return (
        <div>
          <p role="alert">
            Non è stato possibile caricare il pagamento sicuro con carta. Controlla la connessione e
            riprova.
          </p>
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Riprova
          </Button>
        </div>
      );
    }
    return (
      <div role="status" aria-label="Caricamento del pagamento sicuro con carta">
        <Skeleton height={220} />
      </div>
    );
  }

  return { id: 'stripe', CardForm: StripeCardForm };
}
