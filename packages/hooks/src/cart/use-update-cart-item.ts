import type { UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { optimisticMutationHook } from '../mutation-options';
import type { CartSnapshot } from './cart-cache';
import type { CartItemError } from './cart-errors';
import { cartMutations, type UpdateCartItemVariables } from './cart-mutations';

/** Options of {@link useUpdateCartItem}: TanStack mutation options but the mutation function. */
export type UseUpdateCartItemOptions = Omit<
  UseMutationOptions<Cart, CartItemError, UpdateCartItemVariables, CartSnapshot>,
  'mutationFn' | 'onMutate'
>;

/**
 * Changes the quantity of a cart line (`cart.updateProduct`), showing it at once and rolling
 * back with an error toast if the server refuses; lines that cannot change, and more than a line
 * holds (999 pieces, or 100 kg), are refused locally with a `CartRuleError`.
 * Rapid changes reach the server one at a time and the cart ends as the server last answered.
 * @example
 * const updateItem = useUpdateCartItem();
 * <button onClick={() => updateItem.mutate({ item, quantity: item.quantity + 1 })}>+</button>
 */
export const useUpdateCartItem = optimisticMutationHook(cartMutations.updateItem);
