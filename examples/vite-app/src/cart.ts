import { useQuery } from '@tanstack/react-query';

import {
  cartQueries,
  useAddToCart,
  useCarrelloClient,
  useSession,
  useUpdateCartItem,
} from '@carrello/hooks';
import type { Product } from '@carrello/sdk';
import { useToast } from '@carrello/ui';

/** The signed-in shopper's cart; an anonymous visitor has none, so nothing is asked. */
export function useShopperCart() {
  const client = useCarrelloClient();
  const { data: session } = useSession();
  const signedIn = session?.isAuthenticated === true;
  return useQuery({ ...cartQueries.detail(client), enabled: signedIn });
}

/** The cart quantity of each product, and the add and −/+ actions of the product cards. */
export function useCartControls() {
  const toast = useToast();
  const { data: session } = useSession();
  const { data: cart } = useShopperCart();
  // Both update the cached cart at once and roll back with an error toast if refused.
  const addToCart = useAddToCart();
  const updateItem = useUpdateCartItem();
  const lineOf = (product: Product) =>
    cart?.cartItems.find((item) => item.product.productId === product.productId);
  return {
    quantityOf: (product: Product) => lineOf(product)?.quantity ?? 0,
    add: (product: Product) => {
      if (!session?.isAuthenticated) {
        toast.show({ type: 'info', title: 'Accedi per aggiungere prodotti al carrello' });
        return;
      }
      addToCart.mutate({ product, quantity: 1 });
    },
    change: (product: Product, quantity: number) => {
      const item = lineOf(product);
      if (item) updateItem.mutate({ item, quantity });
    },
  };
}
