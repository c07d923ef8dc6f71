import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { mealTicketMutations } from './payment-mutations';

/** Options of {@link useUpdateMealTicketData}: TanStack mutation options without `mutationFn`. */
export type UseUpdateMealTicketDataOptions = MutationHookOptions<
  typeof mealTicketMutations.updateData
>;

/**
 * Saves provider-specific data of a meal voucher type (e.g. how many vouchers to use); the
 * balances and the cart are reloaded.
 * @example
 * const updateData = useUpdateMealTicketData();
 * updateData.mutate({ payment_type_id: 21, body: { vouchersToUse: 4 } });
 */
export const useUpdateMealTicketData = mutationHook(mealTicketMutations.updateData);
