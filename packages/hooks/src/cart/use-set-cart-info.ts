import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@carrello/sdk';

import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import type { CartError } from './cart-errors';
import { cartMutations, type SetCartInfoVariables } from './cart-mutations';

/** Options of {@link useSetCartInfo}: TanStack mutation options but the mutation function. */
export type UseSetCartInfoOptions = Omit<
  UseMutationOptions<Cart, CartError, SetCartInfoVariables>,
  'mutationFn'
>;

/**
 * Sets one cart info (`cart.setCartInfo`), e.g. the invoice flag or the fiscal person of spec
 * 4.2, and caches the answered cart.
 * @example
 * const setCartInfo = useSetCartInfo();
 * setCartInfo.mutate({ property: 'need_invoice', value: 'true' });
 */
export function useSetCartInfo(options: UseSetCartInfoOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(cartMutations.setInfo(client, queryClient), options));
}
