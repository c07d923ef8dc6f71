import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  paymentMutations,
  type DeletePaymentAuthData,
  type DeletePaymentAuthVariables,
} from './payment-mutations';

export type { DeletePaymentAuthData, DeletePaymentAuthVariables } from './payment-mutations';

/** Options of {@link useDeletePaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseDeletePaymentAuthOptions = Omit<
  UseMutationOptions<DeletePaymentAuthData, CarrelloError, DeletePaymentAuthVariables>,
  'mutationFn'
>;

/**
 * Deletes a saved payment method; the remaining methods the server answers replace the cached
 * list that held it.
 * @example
 * const deleteAuth = useDeletePaymentAuth();
 * deleteAuth.mutate({ payment_auth_id: auth.paymentAuthId });
 */
export function useDeletePaymentAuth(options: UseDeletePaymentAuthOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(paymentMutations.deleteAuth(client, queryClient), options));
}
