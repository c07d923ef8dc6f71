import { useLocation, useNavigate } from 'react-router-dom';

import { useAddToCart, useSession, useUpdateCartItem } from '@carrello/hooks';
import { useShopperCart } from '../cart/use-shopper-cart';
import type { CartItem, Product } from '@carrello/sdk';

import { loginPath } from '../app/route-context';

/**
 * What a product's cart control needs: its line in the cart, and add/change actions that send
 * an anonymous visitor to sign-in first (spec 6: the cart needs login).
 */
export function useCartAction(product: Product) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: session } = useSession();
  const { data: cart } = useShopperCart();
  const add = useAddToCart();
  const update = useUpdateCartItem();
  const line: CartItem | undefined = cart?.cartItems.find(
    (item) => item.product.productId === product.productId,
  );
  const isAuthenticated = session?.isAuthenticated ?? false;
  return {
    line,
    isPending: add.isPending,
    add: (quantity = 1) => {
      if (!isAuthenticated) {
        navigate(loginPath(location.pathname + location.search));
        return;
      }
      add.mutate({ product, quantity });
    },
    change: (quantity: number) => {
      if (line) update.mutate({ item: line, quantity });
    },
  };
}
