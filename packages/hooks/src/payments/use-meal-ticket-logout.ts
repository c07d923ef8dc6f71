import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { mealTicketMutations } from './payment-mutations';

/** Options of {@link useMealTicketLogout}: TanStack mutation options without `mutationFn`. */
export type UseMealTicketLogoutOptions = MutationHookOptions<typeof mealTicketMutations.logout>;

/**
 * Signs out of a meal-voucher provider; the voucher types, balances and the cart (whose
 * vouchers no longer apply) are reloaded.
 * @example
 * const logout = useMealTicketLogout();
 * logout.mutate({ payment_type_id: 21 });
 */
export const useMealTicketLogout = mutationHook(mealTicketMutations.logout);
