import { queryHook } from '../query-hook';
import { mealTicketQueries } from './meal-ticket-queries';

/**
 * The user's balance and vouchers at a meal-voucher provider (edenred, pellegrini, sodexo or
 * day), with whether the user is signed in there.
 * @example
 * const { data } = useMealTicketDetail(type.provider, type.paymentTypeId);
 * data?.logged ? data.balance : null;
 */
export const useMealTicketDetail = queryHook(mealTicketQueries.detail);
