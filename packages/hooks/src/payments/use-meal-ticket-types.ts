import { queryHook } from '../query-hook';
import { mealTicketQueries } from './meal-ticket-queries';

/**
 * The meal voucher types the shop accepts (`data.mealTicketTypes`, docs/requirements/payments.md).
 * @example
 * const { data } = useMealTicketTypes();
 * data?.mealTicketTypes.filter((type) => type.selected);
 */
export const useMealTicketTypes = queryHook(mealTicketQueries.types);
