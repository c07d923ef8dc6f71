import { useQuery } from '@tanstack/react-query';

import { cartQueries, useCarrelloClient, useSignedInUser } from '@carrello/hooks';

/**
 * The cart of a signed-in shopper; nothing is asked for an anonymous visitor (docs/requirements/account.md: the cart
 * needs login). Shares the cache of `useCart`, so the cart hooks' updates show here too.
 */
export function useShopperCart() {
  const client = useCarrelloClient();
  // The signed-in user only: an anonymous visitor's session answering renders nothing again.
  const user = useSignedInUser();
  return useQuery({ ...cartQueries.detail(client), enabled: user !== undefined });
}
