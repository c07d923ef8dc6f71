import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { cartCountText } from '@carrello/core';
import type { Cart } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { useSignedInUser } from '../session/use-session';
import type { CartError } from './cart-errors';
import { cartQueries } from './cart-queries';

/**
 * The shopper's cart (`cart.view`). The cart needs a signed-in shopper (the API answers 401
 * without one), so nothing is asked while the session is unknown or for an anonymous visitor: the query then
 * stays pending with `fetchStatus: 'idle'` and no request fails. It reads the session of
 * {@link useSignedInUser} (one `auth.test` call) and follows sign-in and sign-out.
 * @example
 * const { data: cart } = useCart();
 * return <CartSummary total={cart?.grossTotal} />;
 */
export function useCart(): UseQueryResult<Cart, CartError> {
  const client = useCarrelloClient();
  const user = useSignedInUser();
  return useQuery({ ...cartQueries.detail(client), enabled: user !== undefined });
}

/** What the cart button badge shows: the number of lines and its Italian text. */
export interface CartCount {
  /** Number of lines of the cart (`totalItems`). */
  count: number;
  /** `Nessun prodotto`, `1 prodotto` or `N prodotti` (docs/requirements/app-shell.md). */
  text: string;
}

/**
 * Selects the count of a cart and its Italian text (docs/requirements/app-shell.md "Count texts").
 * @example useQuery({ ...cartQueries.detail(client), select: selectCartCount });
 */
export function selectCartCount(cart: Cart): CartCount {
  return { count: cart.totalItems, text: cartCountText(cart.totalItems) };
}

/**
 * The cart's count for the cart button badge; shares the cart query of {@link useCart}, and like it
 * asks nothing for an anonymous visitor.
 * @example
 * const { data } = useCartCount();
 * return <span aria-label={data?.text}>{data?.count ?? 0}</span>;
 */
export function useCartCount(): UseQueryResult<CartCount, CartError> {
  const client = useCarrelloClient();
  const user = useSignedInUser();
  return useQuery({
    ...cartQueries.detail(client),
    select: selectCartCount,
    enabled: user !== undefined,
  });
}
