// The pages that load together as one chunk, as they did when they shared a file: the
// newsletter, the password reset and the orders of an e-mailed link.
import type { LoaderFactory } from '../../app/route-context';
import { loaders as anonOrderLoaders } from '../anon-order';
import { loaders as anonOrdersLoaders } from '../anon-orders';

export { CommunicationPage } from '../communication';
export { ThankYouPage } from '../thank-you';
export { ResetPasswordRequestPage } from '../reset-password-request';
export { ResetPasswordSentPage } from '../reset-password-sent';
export { ResetPasswordPage } from '../reset-password';
export { ResetPasswordCompletedPage } from '../reset-password-completed';
export { AnonOrdersPage } from '../anon-orders';
export { AnonOrdersInvalidPage } from '../anon-orders-invalid';
export { AnonOrderPage } from '../anon-order';

/** Loaders of this chunk's pages, by page name. */
export const loaders: Record<string, LoaderFactory> = { ...anonOrdersLoaders, ...anonOrderLoaders };
