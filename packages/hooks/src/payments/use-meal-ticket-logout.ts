import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { mealTicketMutations, type MealTicketLogoutVariables } from './payment-mutations';

export type { MealTicketLogoutVariables } from './payment-mutations';

/** Options of {@link useMealTicketLogout}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLogoutOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/logout', 'post'>,
    CarrelloError,
    MealTicketLogoutVariables
  >,
  'mutationFn'
>;

/**
 * Signs out of a meal-voucher provider; the voucher types, balances and the cart (whose
 * vouchers no longer apply) are reloaded.
 * @example
 * const logout = useMealTicketLogout();
 * logout.mutate({ payment_type_id: 21 });
 */
export function useMealTicketLogout(options: UseMealTicketLogoutOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(mealTicketMutations.logout(client, queryClient), options));
}
