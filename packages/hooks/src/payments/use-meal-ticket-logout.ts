import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, NetworkError, QueryOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import { mealTicketKeys } from './payment-keys';

/** What signing out of a meal-voucher provider sends. */
export type MealTicketLogoutVariables = QueryOf<'/ebsn/api/meal-ticket-type/logout', 'post'>;

/** Options of {@link useMealTicketLogout}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLogoutOptions = Omit<
  UseMutationOptions<
    DataOf<'/ebsn/api/meal-ticket-type/logout', 'post'>,
    EbsnError | NetworkError,
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
  return useMutation({
    ...options,
    mutationFn: (variables) => client.mealTickets.logout(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealTicketKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      ]);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
