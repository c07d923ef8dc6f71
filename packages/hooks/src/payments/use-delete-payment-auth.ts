import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { paymentKeys } from './payment-keys';

/** What deleting a payment method sends. */
export type DeletePaymentAuthVariables = QueryOf<'/ebsn/api/payment-type/delete-auth', 'post'>;

/** What deleting a payment method answers: the remaining `auths`. */
export type DeletePaymentAuthData = DataOf<'/ebsn/api/payment-type/delete-auth', 'post'>;

/** Options of {@link useDeletePaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseDeletePaymentAuthOptions = Omit<
  UseMutationOptions<DeletePaymentAuthData, EbsnError | NetworkError, DeletePaymentAuthVariables>,
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
  return useMutation({
    ...options,
    mutationFn: (variables) => client.payment.deleteAuth(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      // The call names only the method, so the answer goes to the cached lists that held it,
      // each keeping the methods of its own payment type.
      let updated = false;
      for (const [key, cached] of queryClient.getQueriesData<DeletePaymentAuthData>({
        queryKey: paymentKeys.authLists(),
      })) {
        if (!cached?.auths.some((auth) => auth.paymentAuthId === variables.payment_auth_id)) {
          continue;
        }
        const paymentTypeId = key[key.length - 1];
        queryClient.setQueryData<DeletePaymentAuthData>(key, {
          auths: data.auths.filter((auth) => auth.paymentTypeId === paymentTypeId),
        });
        updated = true;
      }
      if (!updated) await queryClient.invalidateQueries({ queryKey: paymentKeys.authLists() });
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
