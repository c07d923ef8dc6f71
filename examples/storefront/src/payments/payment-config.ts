/** The card payment provider chosen by configuration (`VITE_PAYMENT_PROVIDER`). */
export type PaymentConfig =
  | { provider: 'simulated' }
  | {
      provider: 'stripe';
      /** The account's publishable key (`pk_live_…` or `pk_test_…`). */
      publishableKey: string;
    };

/** The build settings {@link readPaymentConfig} reads. */
interface PaymentEnv {
  /** `simulated` (default) or `stripe`. */
  VITE_PAYMENT_PROVIDER?: string;
  /** The Stripe publishable key, required with `stripe`. */
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

/** The payment settings of the build are wrong: the storefront refuses to start. */
export class PaymentConfigError extends Error {
  override readonly name = 'PaymentConfigError';
}

const PUBLISHABLE_KEY = /^pk_(live|test)_[A-Za-z0-9]+$/;

/**
 * Reads and checks the payment settings of the build; throws a {@link PaymentConfigError}
 * naming the variable to fix, so a wrong build fails at start instead of at the first payment.
 * @example const config = readPaymentConfig(); // { provider: 'simulated' } by default
 */
export function readPaymentConfig(env: PaymentEnv = import.meta.env): PaymentConfig {
  const provider = env.VITE_PAYMENT_PROVIDER?.trim().toLowerCase() || 'simulated';
  if (provider === 'simulated') return { provider };
  if (provider !== 'stripe') {
    throw new PaymentConfigError(
      `VITE_PAYMENT_PROVIDER="${provider}" is not a payment provider of the storefront: use "simulated" (default) or "stripe".`,
    );
  }
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  if (!key) {
    throw new PaymentConfigError(
      'VITE_PAYMENT_PROVIDER="stripe" needs VITE_STRIPE_PUBLISHABLE_KEY (the pk_live_… or pk_test_… key of the Stripe dashboard) at build time.',
    );
  }
  if (/^(sk|rk)_/.test(key)) {
    // A secret or restricted key in a browser bundle would be public: refuse it outright.
    throw new PaymentConfigError(
      'VITE_STRIPE_PUBLISHABLE_KEY holds a secret Stripe key (sk_… or rk_…): it must never be in the storefront build. Use the publishable key (pk_…) and rotate the secret one.',
    );
  }
  if (!PUBLISHABLE_KEY.test(key)) {
    throw new PaymentConfigError(
      'VITE_STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key: it starts with pk_live_ or pk_test_.',
    );
  }
  return { provider, publishableKey: key };
}
