import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import { mealTicketQueries } from './meal-ticket-queries';

/**
 * The meal voucher types the shop accepts (`data.mealTicketTypes`, docs/requirements/payments.md).
 * @example
 * const { data } = useMealTicketTypes();
 * data?.mealTicketTypes.filter((type) => type.selected);
 */
export function useMealTicketTypes() {
  const client = useCarrelloClient();
  return useQuery(mealTicketQueries.types(client));
}
