import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, EbsnClient } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { writeCart } from './cart-cache';
import type { CartError } from './cart-errors';

/** What {@link useSetCartItemInfo} sends: one info name, its text value and the lines (`itemId`). */
export type SetCartItemInfoVariables = Parameters<EbsnClient['cart']['setCartItemInfo']>[0];

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
  return useMutation({
    ...options,
    mutationFn: (variables: SetCartItemInfoVariables) => client.cart.setCartItemInfo(variables),
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
