import { resolve } from 'node:path';

import {
  buildStorefrontOnce,
  startReferenceServer,
  storefrontDir,
  type ReferenceServer,
} from './reference-server';

/** The build settings of a storefront that pays and saves cards with Stripe (a test key). */
const STRIPE_BUILD_ENV = {
  VITE_PAYMENT_PROVIDER: 'stripe',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_carrelloE2e',
};

/** A reference server serving the Stripe build of the storefront. */
export type StripeStorefront = ReferenceServer;

/**
 * Builds the storefront for Stripe (once: next to the suite's build, `<CARRELLO_E2E_DIST or
 * dist>-stripe`) and starts a reference server of its own for it (e2e/reference-server.ts), with
 * the development tools (the Stripe card-saving simulation). The payment provider is chosen at
 * build time, so the suite's server cannot serve this build.
 */
export async function startStripeStorefront(): Promise<StripeStorefront> {
  const dist = resolve(storefrontDir, `${process.env.CARRELLO_E2E_DIST ?? 'dist'}-stripe`);
  buildStorefrontOnce(dist, { ...process.env, ...STRIPE_BUILD_ENV }, 'Stripe storefront');
  return startReferenceServer({
    dist,
    // Saving a card needs no catalogue: a small seed starts sooner.
    products: 40,
    // The policy of a Stripe storefront: Stripe.js (here the fake, at its real address).
    env: { CARRELLO_CARD_PROVIDER: 'stripe' },
    what: "Stripe storefront's server",
  });
}
