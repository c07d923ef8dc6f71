import { mutationOptions, type MutationOptions, type QueryClient } from '@tanstack/react-query';

import type { DataOf, EbsnClient, FormBodyOf } from '@carrello/sdk';

import { CART_MUTATION_SCOPE, invalidateLatestCart } from '../cart/cart-mutations';
import type { CarrelloError } from '../errors';
import { carrelloKeys } from '../keys';

/** What buying the cart sends: the payment type, a saved method if any, the idempotency key. */
export type BuyCartVariables = FormBodyOf<'/ebsn/api/cart/buy', 'post'>;

/** What buying the cart answers: the provider's `paymentUrl` and parameters, or the order. */
export type BuyCartData = DataOf<'/ebsn/api/cart/buy', 'post'>;

/** Mutation keys of the checkout. */
export const checkoutMutationKeys = {
  all: [...carrelloKeys.all, 'checkout'] as const,
  buy: () => [...checkoutMutationKeys.all, 'buy'] as const,
};

/**
 * Mutation option factories of the checkout; its steps change the cart, so they run in the
 * cart's mutation scope, after the cart changes made before them. `usePlaceOrder` locks the
 * cart with `cartMutations.lock` and then buys it with `checkoutMutations.buy`.
 * @example const buy = useMutation(checkoutMutations.buy(client, queryClient));
 */
export const checkoutMutations = {
  /** Buys the locked cart (`cart.buy`, docs/requirements/checkout.md step 4); then the cart reloads, bought or not. */
  buy: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<BuyCartData, CarrelloError, BuyCartVariables>({
      mutationKey: checkoutMutationKeys.buy(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.cart.buy(variables),
      // The cart changed state on the server (locked, bought): read it again.
      onSettled: () => void invalidateLatestCart(queryClient),
    }),
};

/**
 * Runs a mutation factory outside a component, through the query client's mutation cache, so
 * it keeps its scope, key and cache updates (internal).
 */
export function runMutation<TData, TError, TVariables, TOnMutateResult>(
  queryClient: QueryClient,
  options: MutationOptions<TData, TError, TVariables, TOnMutateResult>,
  variables: TVariables,
): Promise<TData> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
