// The pages that load together as one chunk, as they did when they shared a file: one lazy
// import per group keeps the router (in the first load) and its preload lists as small as before.
import type { LoaderFactory } from '../../app/route-context';
import { loaders as checkoutLoaders } from '../checkout';
import { loaders as paymentLoaders } from '../payment';

export { CheckoutPage } from '../checkout';
export { PaymentPage } from '../payment';

/** Loaders of this chunk's pages, by page name. */
export const loaders: Record<string, LoaderFactory> = {
  ...checkoutLoaders,
  ...paymentLoaders,
};
