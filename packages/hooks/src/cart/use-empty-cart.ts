import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations } from './cart-mutations';

/** Options of {@link useEmptyCart}: TanStack mutation options but the mutation function. */
export type UseEmptyCartOptions = Omit<UseMutationOptions<Cart, CartError>, 'mutationFn'>;

/**
 * Empties the cart (`cart.empty`), then cancels the subscription plan of the cart's subscription
 * item, if any (`subscriptions.delete`); resolves with the emptied cart.
 * @example
 * const emptyCart = useEmptyCart();
 * <button onClick={() => emptyCart.mutate()}>Svuota carrello</button>
 */
export function useEmptyCart(options: UseEmptyCartOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.empty(client, queryClient), options));
}
