import { useEffect, useState, type ComponentType } from 'react';
import type { Stripe } from '@stripe/stripe-js';

import { Button, Skeleton } from '@carrello/ui';

import type { CardPaymentFormProps, CardSetupFormProps, PaymentProvider } from './payment-provider';

/** Options of {@link createStripeProvider}. */
interface StripeProviderOptions {
  /** The account's publishable key (`pk_live_…` or `pk_test_…`). */
  publishableKey: string;
  /**
   * Loads Stripe.js for the key; by default `loadStripe` of `@stripe/stripe-js/pure`, imported
   * the first time a card form shows, with Italian texts.
   */
  loadStripe?: (publishableKey: string) => Promise<Stripe | null>;
}

type LoadState<TProps> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Form: ComponentType<TProps & { stripe: Stripe }>; stripe: Stripe };

async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  // PCI: Stripe.js must come from js.stripe.com. The `pure` entry adds the script only when
  // called, so only a build configured for Stripe, on its card page, ever talks to Stripe.
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey, { locale: 'it' });
}

/**
 * A form that needs Stripe.js: a placeholder while its code and Stripe.js load, then the form;
 * "Riprova" when they cannot load (offline, blocked script).
 */
function lazyStripeForm<TProps extends object>(
  loadStripe: () => Promise<Stripe>,
  loadForm: () => Promise<ComponentType<TProps & { stripe: Stripe }>>,
): ComponentType<TProps> {
  return function StripeForm(props: TProps) {
    const [state, setState] = useState<LoadState<TProps>>({ status: 'loading' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let live = true;
      Promise.all([loadForm(), loadStripe()]).then(
        ([Form, stripe]) => {
          if (live) setState({ status: 'ready', Form, stripe });
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
      const { Form, stripe } = state;
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
  };
}

/**
 * The Stripe provider: its card forms are Stripe's Payment Element, for paying an order
 * (PaymentIntent) and for saving a card (SetupIntent). The forms' code and Stripe.js load on the
 * first card page, never with the rest of the storefront.
 * @example const provider = createStripeProvider({ publishableKey: 'pk_test_123' });
 */
export function createStripeProvider({
  publishableKey,
  loadStripe = loadStripeJs,
}: StripeProviderOptions): PaymentProvider {
  let loading: Promise<Stripe> | undefined;
  const load = (): Promise<Stripe> => {
    loading ??= loadStripe(publishableKey).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available in this environment.');
      return stripe;
    });
    // A failed load (offline, blocked script) is tried again when the shopper asks.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    id: 'stripe',
    CardForm: lazyStripeForm<CardPaymentFormProps>(load, () =>
      import('./stripe-card-form').then((module) => module.StripeCardForm),
    ),
    CardSetupForm: lazyStripeForm<CardSetupFormProps>(load, () =>
      import('./stripe-card-setup-form').then((module) => module.StripeCardSetupForm),
    ),
  };
}
