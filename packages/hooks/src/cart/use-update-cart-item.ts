import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { canEditCartItem, hasQuantityControls } from '@carrello/core';
import type { Cart, CartItem } from '@carrello/sdk';

import { useCarrelloContext } from '../provider';
import { restoreCart, snapshotCart, writeCart, type CartSnapshot } from './cart-cache';
import { CartRuleError, type CartItemError } from './cart-errors';
import { cartKeys } from './cart-keys';

/** What {@link useUpdateCartItem} changes. */
export interface UpdateCartItemVariables {
  /** The cart line to change, as the cart gave it. */
  item: CartItem;
  /** New number of pieces. */
  quantity: number;
  /** New weight in kg, for items sold by weight. */
  weight?: number;
}

/** Options of {@link useUpdateCartItem}: TanStack mutation options but the mutation function. */
export type UseUpdateCartItemOptions = Omit<
  UseMutationOptions<Cart, CartItemError, UpdateCartItemVariables, CartSnapshot>,
  'mutationFn' | 'onMutate'
>;

/**
 * Changes the quantity of a cart line (`cart.updateProduct`), showing it at once and rolling
 * back with an error toast if the server refuses; lines that cannot change are refused locally.
 * @example
 * const updateItem = useUpdateCartItem();
 * <button onClick={() => updateItem.mutate({ item, quantity: item.quantity + 1 })}>+</button>
 */
export function useUpdateCartItem(options: UseUpdateCartItemOptions = {}) {
  const { client, notify, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ item, quantity, weight }: UpdateCartItemVariables) =>
      client.cart.updateProduct({
        items: [{ itemId: item.itemId, quantity, ...(weight !== undefined ? { weight } : {}) }],
      }),
    onMutate: async ({ item, quantity, weight }) => {
      // spec 4.3: items with editable false cannot be changed; items of nature 8 and 10 have no
      // plus or minus controls. Throwing here skips the request.
      if (!canEditCartItem(item))
        throw new CartRuleError('not-editable', messages.cartItemNotEditable);
      if (!hasQuantityControls(item))
        throw new CartRuleError('no-quantity-controls', messages.cartItemNoQuantityControls);
      const snapshot = await snapshotCart(queryClient);
      if (snapshot.previous) {
        queryClient.setQueryData(cartKeys.detail(), {
          ...snapshot.previous,
          cartItems: snapshot.previous.cartItems.map((line) =>
            line.itemId === item.itemId
              ? { ...line, quantity, ...(weight !== undefined ? { weight } : {}) }
              : line,
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
