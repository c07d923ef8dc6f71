import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, JsonBodyOf, NetworkError, QueryOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import { mealTicketKeys } from './payment-keys';

/** What saving meal-voucher data sends: the type and the provider-specific body. */
export interface UpdateMealTicketDataVariables {
  /** The meal voucher's payment type. */
  payment_type_id: QueryOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>['payment_type_id'];
  /** Provider-specific data, e.g. `{ vouchersToUse: 4 }`. */
  body: JsonBodyOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>;
}

/** Options of {@link useUpdateMealTicketData}: TanStack mutation options without `mutationFn`. */
export type UseUpdateMealTicketDataOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>,
    EbsnError | NetworkError,
    UpdateMealTicketDataVariables
  >,
  'mutationFn'
>;

/**
 * Saves provider-specific data of a meal voucher type (e.g. how many vouchers to use); the
 * balances and the cart are reloaded.
 * @example
 * const updateData = useUpdateMealTicketData();
 * updateData.mutate({ payment_type_id: 21, body: { vouchersToUse: 4 } });
 */
export function useUpdateMealTicketData(options: UseUpdateMealTicketDataOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ payment_type_id, body }) =>
      client.mealTickets.updateData({ payment_type_id }, body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.details() }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
