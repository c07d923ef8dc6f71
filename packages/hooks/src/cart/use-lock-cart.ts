import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations } from './cart-mutations';

/** Options of {@link useLockCart} and {@link useUnlockCart}: TanStack mutation options but the mutation function. */
export type UseLockCartOptions = Omit<UseMutationOptions<Cart, CartError>, 'mutationFn'>;

/**
 * Locks the cart before buying (`cart.lock`, docs/requirements/checkout.md step 3) and caches the locked cart;
 * {@link usePlaceOrder} already does this as part of the checkout.
 * @example
 * const lockCart = useLockCart();
 * await lockCart.mutateAsync();
 */
export function useLockCart(options: UseLockCartOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.lock(client, queryClient), options));
}

/**
 * Unlocks a locked cart (`cart.unlock`), e.g. after a failed payment, and caches the open cart.
 * @example
 * const unlockCart = useUnlockCart();
 * <button onClick={() => unlockCart.mutate()}>Modifica il carrello</button>
 */
export function useUnlockCart(options: UseLockCartOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.unlock(client, queryClient), options));
}
