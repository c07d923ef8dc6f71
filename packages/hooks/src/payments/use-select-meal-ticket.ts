import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import { mealTicketKeys } from './payment-keys';

/** What choosing a meal voucher type sends: the type and whether to use it. */
export type SelectMealTicketVariables = QueryOf<'/ebsn/api/meal-ticket-type/select', 'post'>;

/** Options of {@link useSelectMealTicket}: TanStack mutation options without `mutationFn`. */
export type UseSelectMealTicketOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>,
    EbsnError | NetworkError,
    SelectMealTicketVariables
  >,
  'mutationFn'
>;

/**
 * Chooses (or stops using) a meal voucher type for the cart; the cart and the voucher types are
 * then reloaded (spec 7.2), and the mutation stays pending until they are.
 * @example
 * const selectMealTicket = useSelectMealTicket();
 * selectMealTicket.mutate({ payment_type_id: 21, select: true });
 */
export function useSelectMealTicket(options: UseSelectMealTicketOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables) => client.mealTickets.select(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      // spec 7.2: after selecting a meal voucher the cart is reloaded.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.types() }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
