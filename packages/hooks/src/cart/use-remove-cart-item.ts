import type { UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { optimisticMutationHook } from '../mutation-options';
import type { CartSnapshot } from './cart-cache';
import type { CartItemError } from './cart-errors';
import { cartMutations, type RemoveCartItemVariables } from './cart-mutations';

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
export const useRemoveCartItem = optimisticMutationHook(cartMutations.removeItem);
