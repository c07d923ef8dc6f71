import { useQuery } from '@tanstack/react-query';

import { cartQueries, useCarrelloClient, useSession } from '@carrello/hooks';

/**
 * The cart of a signed-in shopper; nothing is asked for an anonymous visitor (spec 6: the cart
 * needs login). Shares the cache of `useCart`, so the cart hooks' updates show here too.
 */
export function useShopperCart() {
  const client = useCarrelloClient();
  const { data: session } = useSession();
  return useQuery({ ...cartQueries.detail(client), enabled: session?.isAuthenticated === true });
}
