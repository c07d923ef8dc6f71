import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, EbsnClient } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { writeCart } from './cart-cache';
import type { CartError } from './cart-errors';

/** What {@link useSetCartInfo} sends: `need_invoice`, `PERSON_FISCAL_ID` or `order_comment` and its value. */
export type SetCartInfoVariables = Parameters<EbsnClient['cart']['setCartInfo']>[0];

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
  return useMutation({
    ...options,
    mutationFn: (variables: SetCartInfoVariables) => client.cart.setCartInfo(variables),
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
