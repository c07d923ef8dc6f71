import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { paymentMutations } from './payment-mutations';

/** Options of {@link useDeletePaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseDeletePaymentAuthOptions = MutationHookOptions<typeof paymentMutations.deleteAuth>;

/**
 * Deletes a saved payment method; the remaining methods the server answers replace the cached
 * list that held it.
 * @example
 * const deleteAuth = useDeletePaymentAuth();
 * deleteAuth.mutate({ payment_auth_id: auth.paymentAuthId });
 */
export const useDeletePaymentAuth = mutationHook(paymentMutations.deleteAuth);
