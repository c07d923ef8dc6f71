import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { canEditCartItem } from '@carrello/core';
import type { Cart, CartItem } from '@carrello/sdk';

import { useCarrelloContext } from '../provider';
import { restoreCart, snapshotCart, writeCart, type CartSnapshot } from './cart-cache';
import { CartRuleError, type CartItemError } from './cart-errors';
import { cartKeys } from './cart-keys';

/** What {@link useRemoveCartItem} removes. */
export interface RemoveCartItemVariables {
  /** The cart line to remove, as the cart gave it. */
  item: CartItem;
}

/** Options of {@link useRemoveCartItem}: TanStack mutation options but the mutation function. */
export type UseRemoveCartItemOptions = Omit<
  UseMutationOptions<Cart, CartItemError, RemoveCartItemVariables, CartSnapshot>,
  'mutationFn' | 'onMutate'
>;

/**
 * Removes a cart line (`cart.removeProduct`), hiding it at once and putting it back with an
 * error toast if the server refuses; lines with `editable: false` are refused locally.
 * @example
 * const removeItem = useRemoveCartItem();
 * <button onClick={() => removeItem.mutate({ item })}>Rimuovi</button>
 */
export function useRemoveCartItem(options: UseRemoveCartItemOptions = {}) {
  const { client, notify, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ item }: RemoveCartItemVariables) =>
      client.cart.removeProduct({ items: [{ itemId: item.itemId }] }),
    onMutate: async ({ item }) => {
      // spec 4.3: items with editable false cannot be removed. Throwing here skips the request.
      if (!canEditCartItem(item))
        throw new CartRuleError('not-editable', messages.cartItemNotEditable);
      const snapshot = await snapshotCart(queryClient);
      const previous = snapshot.previous;
      if (previous) {
        const cartItems = previous.cartItems.filter((line) => line.itemId !== item.itemId);
        queryClient.setQueryData(cartKeys.detail(), {
          ...previous,
          cartItems,
          totalItems: Math.max(
            0,
            previous.totalItems - (previous.cartItems.length - cartItems.length),
          ),
        });
      }
      return snapshot;
    },
    onError: (error, variables, snapshot, context) => {
      restoreCart(queryClient, snapshot);
      notify({ type: 'error', message: error.message });
      return options.onError?.(error, variables, snapshot, context);
    },
    onSuccess: (cart, variables, snapshot, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, snapshot, context);
    },
  });
}
