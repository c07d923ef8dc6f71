import type { UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { optimisticMutationHook } from '../mutation-options';
import type { CartSnapshot } from './cart-cache';
import type { CartItemError } from './cart-errors';
import { cartMutations, type AddToCartVariables } from './cart-mutations';

/** Options of {@link useAddToCart}: TanStack mutation options but the mutation function. */
export type UseAddToCartOptions = Omit<
  UseMutationOptions<Cart, CartItemError, AddToCartVariables, CartSnapshot>,
  'mutationFn' | 'onMutate'
>;

/**
 * Adds a product to the cart (`cart.addProduct`), showing it in the cached cart at once and
 * rolling back with an error toast if the server refuses; more than a line holds (999 pieces, or
 * 100 kg) is refused with a `CartRuleError` before any request. `cartMutations.addProduct`
 * with the provider's client and notices.
 * @example
 * const addToCart = useAddToCart();
 * <button onClick={() => addToCart.mutate({ product, quantity: 1 })}>Aggiungi</button>
 */
export const useAddToCart = optimisticMutationHook(cartMutations.addProduct);
