import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import { mealTicketQueries } from './meal-ticket-queries';
import type { MealTicketProvider } from './payment-keys';

/**
 * The user's balance and vouchers at a meal-voucher provider (edenred, pellegrini, sodexo or
 * day), with whether the user is signed in there.
 * @example
 * const { data } = useMealTicketDetail(type.provider, type.paymentTypeId);
 * data?.logged ? data.balance : null;
 */
export function useMealTicketDetail(provider: MealTicketProvider, paymentTypeId: number) {
  const client = useCarrelloClient();
  return useQuery(mealTicketQueries.detail(client, provider, paymentTypeId));
}
