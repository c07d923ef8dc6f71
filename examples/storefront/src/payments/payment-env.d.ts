// The payment settings of the build, next to the storefront's own (`src/vite-env.d.ts`).
interface ImportMetaEnv {
  /**
   * Publishable key of the Stripe account (`pk_live_…` or `pk_test_…`); required when
   * `VITE_PAYMENT_PROVIDER` is `stripe`.
   */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
