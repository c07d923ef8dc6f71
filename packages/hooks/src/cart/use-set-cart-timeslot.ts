import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, EbsnClient } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { writeCart } from './cart-cache';
import type { CartError } from './cart-errors';

/** What {@link useSetCartTimeslot} sends: the day (`YYYY-MM-DD`) and the slot id. */
export type SetCartTimeslotVariables = Parameters<EbsnClient['cart']['setTimeslot']>[0];

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
  return useMutation({
    ...options,
    mutationFn: (variables: SetCartTimeslotVariables) => client.cart.setTimeslot(variables),
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
