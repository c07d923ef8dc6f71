import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { cartMutations } from './cart-mutations';

/** Options of {@link useSetCartTimeslot}: TanStack mutation options but the mutation function. */
export type UseSetCartTimeslotOptions = MutationHookOptions<typeof cartMutations.setTimeslot>;

/**
 * Books a delivery time slot for the cart (`cart.setTimeslot`) and caches the answered cart.
 * @example
 * const setTimeslot = useSetCartTimeslot();
 * setTimeslot.mutate({ date: day.date, timeslot_id: slot.timeslotId });
 */
export const useSetCartTimeslot = mutationHook(cartMutations.setTimeslot);
