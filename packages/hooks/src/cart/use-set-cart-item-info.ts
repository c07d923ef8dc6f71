import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations, type SetCartItemInfoVariables } from './cart-mutations';

/** Options of {@link useSetCartItemInfo}: TanStack mutation options but the mutation function. */
export type UseSetCartItemInfoOptions = Omit<
  UseMutationOptions<Cart, CartError, SetCartItemInfoVariables>,
  'mutationFn'
>;

/**
 * Sets one info (`size`, `accept_alternatives`, `SUBSCRIPTION_PLAN_ID`, `REWARD`) on cart lines
 * (`cart.setCartItemInfo`) and caches the answered cart.
 * @example
 * const setInfo = useSetCartItemInfo();
 * setInfo.mutate({ name: 'size', value: 'fette', items: [item.itemId] });
 */
export function useSetCartItemInfo(options: UseSetCartItemInfoOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.setItemInfo(client, queryClient), options));
}
