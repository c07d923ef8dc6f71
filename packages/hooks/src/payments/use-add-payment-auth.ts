import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { paymentKeys } from './payment-keys';

/** What adding a payment method sends: the type and the provider data as JSON text. */
export type AddPaymentAuthVariables = QueryOf<'/ebsn/api/payment-type/add-auth', 'post'>;

/** What adding a payment method answers: the provider's `paymentUrl` and `paymentParameters`, or the saved `auths`. */
export type AddPaymentAuthData = DataOf<'/ebsn/api/payment-type/add-auth', 'post'>;

/** Options of {@link useAddPaymentAuth}: TanStack mutation options without `mutationFn`. */
export type UseAddPaymentAuthOptions = Omit<
  UseMutationOptions<AddPaymentAuthData, EbsnError | NetworkError, AddPaymentAuthVariables>,
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
  return useMutation({
    ...options,
    mutationFn: (variables) => client.payment.addAuth(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      const key = paymentKeys.authList(variables.payment_type_id);
      if (data.auths) queryClient.setQueryData(key, { auths: data.auths });
      else await queryClient.invalidateQueries({ queryKey: key });
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
