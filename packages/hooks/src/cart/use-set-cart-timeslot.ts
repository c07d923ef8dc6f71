import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations, type SetCartTimeslotVariables } from './cart-mutations';

/** Options of {@link useSetCartTimeslot}: TanStack mutation options but the mutation function. */
export type UseSetCartTimeslotOptions = Omit<
  UseMutationOptions<Cart, CartError, SetCartTimeslotVariables>,
  'mutationFn'
>;

/**
 * Books a delivery time slot for the cart (`cart.setTimeslot`) and caches the answered cart.
 * @example
 * const setTimeslot = useSetCartTimeslot();
 * setTimeslot.mutate({ date: day.date, timeslot_id: slot.timeslotId });
 */
export function useSetCartTimeslot(options: UseSetCartTimeslotOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.setTimeslot(client, queryClient), options));
}
