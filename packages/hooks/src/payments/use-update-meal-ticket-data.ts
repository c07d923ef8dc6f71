import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { mealTicketMutations, type UpdateMealTicketDataVariables } from './payment-mutations';

export type { UpdateMealTicketDataVariables } from './payment-mutations';

/** Options of {@link useUpdateMealTicketData}: TanStack mutation options without `mutationFn`. */
export type UseUpdateMealTicketDataOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>,
    CarrelloError,
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
  return useMutation(
    withCallerOptions(mealTicketMutations.updateData(client, queryClient), options),
  );
}
