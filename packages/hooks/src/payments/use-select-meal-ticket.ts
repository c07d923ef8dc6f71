import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { mealTicketMutations } from './payment-mutations';

/** Options of {@link useSelectMealTicket}: TanStack mutation options without `mutationFn`. */
export type UseSelectMealTicketOptions = MutationHookOptions<typeof mealTicketMutations.select>;

/**
 * Chooses (or stops using) a meal voucher type for the cart; the cart and the voucher types are
 * then reloaded (docs/requirements/payments.md), and the mutation stays pending until they are.
 * @example
 * const selectMealTicket = useSelectMealTicket();
 * selectMealTicket.mutate({ payment_type_id: 21, select: true });
 */
export const useSelectMealTicket = mutationHook(mealTicketMutations.select);
