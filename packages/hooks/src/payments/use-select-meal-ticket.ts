import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { mealTicketMutations, type SelectMealTicketVariables } from './payment-mutations';

export type { SelectMealTicketVariables } from './payment-mutations';

/** Options of {@link useSelectMealTicket}: TanStack mutation options without `mutationFn`. */
export type UseSelectMealTicketOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>,
    CarrelloError,
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
  return useMutation(withCallerOptions(mealTicketMutations.select(client, queryClient), options));
}
