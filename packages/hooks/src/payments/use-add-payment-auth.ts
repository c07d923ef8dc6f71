import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { paymentMutations } from './payment-mutations';

/** Options of {@link useAddPaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseAddPaymentAuthOptions = MutationHookOptions<typeof paymentMutations.addAuth>;

/**
 * Starts saving a new payment method. When the answer carries `paymentUrl`, the caller must send
 * the shopper to the provider with `paymentParameters` (a form post, docs/requirements/checkout.md); when it carries
 * `auths`, they replace the cached list of the type, otherwise that list is refetched.
 * @example
 * const addAuth = useAddPaymentAuth({
 *   onSuccess: ({ paymentUrl, paymentParameters }) => {
 *     if (paymentUrl) postToProvider(paymentUrl, paymentParameters);
 *   },
 * });
 * addAuth.mutate({ payment_type_id: 12, payment_data: JSON.stringify({ return_url }) });
 */
export const useAddPaymentAuth = mutationHook(paymentMutations.addAuth);
