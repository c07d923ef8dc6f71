import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  paymentMutations,
  type AddPaymentAuthData,
  type AddPaymentAuthVariables,
} from './payment-mutations';

export type { AddPaymentAuthData, AddPaymentAuthVariables } from './payment-mutations';

/** Options of {@link useAddPaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseAddPaymentAuthOptions = Omit<
  UseMutationOptions<AddPaymentAuthData, CarrelloError, AddPaymentAuthVariables>,
  'mutationFn'
>;

/**
 * Starts saving a new payment method. When the answer carries `paymentUrl`, the caller must send
 * the shopper to the provider with `paymentParameters` (a form post, spec 4.1); when it carries
 * `auths`, they replace the cached list of the type, otherwise that list is refetched.
 * @example
 * const addAuth = useAddPaymentAuth({
 *   onSuccess: ({ paymentUrl, paymentParameters }) => {
 *     if (paymentUrl) postToProvider(paymentUrl, paymentParameters);
 *   },
 * });
 * addAuth.mutate({ payment_type_id: 12, payment_data: JSON.stringify({ return_url }) });
 */
export function useAddPaymentAuth(options: UseAddPaymentAuthOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(paymentMutations.addAuth(client, queryClient), options));
}
