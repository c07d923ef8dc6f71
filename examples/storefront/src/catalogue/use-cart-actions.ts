import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PRODUCT_NATURE, lineWeightKg, productNatureOf, weightStepKg } from '@carrello/core';
import { useAddToCart, useUpdateCartItem } from '@carrello/hooks';
import type { CartItem, Product } from '@carrello/sdk';
import { useAnnounce, useCarrelloUi } from '@carrello/ui';

import { loginPath } from '../app/route-context';
import { setAfterLogin } from '../cart/after-login';
import { useWhenSignedInKnown } from '../app/use-when-signed-in-known';
import { useShopperCart } from '../cart/use-shopper-cart';
import { useSubscribeProduct } from './use-subscribe-product';

/**
 * What the catalogue's cart controls need: the cart quantity of each product, the products
 * being added, and add/change actions that send an anonymous visitor to sign-in first (docs/requirements/account.md:
 * the cart needs login). The cart hooks show each change at once (optimistic) and roll back
 * with an error toast when the server refuses.
 */
export function useCartActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const whenSignedInKnown = useWhenSignedInKnown();
  const { data: cart } = useShopperCart();
  const { mutateAsync: addToCart } = useAddToCart();
  const { mutate: updateLine } = useUpdateCartItem();
  const subscribe = useSubscribeProduct();
  const announce = useAnnounce();
  const { messages, format, plural } = useCarrelloUi();
  const [adding, setAdding] = useState<readonly number[]>([]);

  const lines = useMemo(() => {
    const byProduct = new Map<number, CartItem>();
    for (const item of cart?.cartItems ?? []) {
      if (!byProduct.has(item.product.productId)) byProduct.set(item.product.productId, item);
    }
    return byProduct;
  }, [cart]);

  const quantities = useMemo(() => {
    const result: Record<number, number> = {};
    // Goods sold by weight count their weight in kg (their − and + step by 100 g).
    for (const [productId, item] of lines) result[productId] = lineWeightKg(item) ?? item.quantity;
    return result;
  }, [lines]);

  const add = useCallback(
    (product: Product) => {
      whenSignedInKnown((signedIn) => {
        if (!signedIn) {
          // docs/requirements/app-shell.md: after sign-in the product is added, then the address choice opens.
          setAfterLogin({ add: product.productId });
          void navigate(loginPath(location.pathname + location.search));
          return;
        }
        const { productId } = product;
        setAdding((ids) => [...ids, productId]);
        // docs/requirements/account.md: a subscription product is added by subscribing to its plan, from here.
        const adding =
          productNatureOf({ product }) === PRODUCT_NATURE.SUBSCRIPTION
            ? subscribe(product)
            : addToCart({
                product,
                quantity: 1,
                // Goods sold by weight start at one step (100 g).
                ...(weightStepKg(product) !== null ? { weight: weightStepKg(product)! } : {}),
              });
        // Each add settles on its own (several products can be on their way at once); a failure
        // is rolled back and shown as a toast by useAddToCart.
        adding
          .then((cart) => {
            // The product and the cart's new count, which the server's toast does not say.
            if (cart)
              announce(
                format(messages.cart.added, {
                  name: product.name,
                  count: plural(messages.cart.count, cart.totalItems),
                }),
              );
          })
          .catch(() => undefined)
          .finally(() => setAdding((ids) => ids.filter((id) => id !== productId)));
      });
    },
    [
      addToCart,
      subscribe,
      whenSignedInKnown,
      location.pathname,
      location.search,
      navigate,
      announce,
      format,
      messages.cart.added,
      messages.cart.count,
      plural,
    ],
  );

  const change = useCallback(
    (product: Product, quantity: number) => {
      const line = lines.get(product.productId);
      if (!line) return;
      // Goods sold by weight: `quantity` is the weight in kg; 0 removes the line.
      if (weightStepKg(product) !== null && quantity > 0)
        updateLine({ item: line, quantity: 1, weight: quantity });
      else updateLine({ item: line, quantity });
    },
    [lines, updateLine],
  );

  return {
    /** The cart line of each product in the cart, by product id. */
    lines,
    /** The cart quantity of each product in the cart, by product id. */
    quantities,
    /** Products whose add to the cart is on its way (their line is still provisional). */
    busyProductIds: adding,
    add,
    change,
  };
}
