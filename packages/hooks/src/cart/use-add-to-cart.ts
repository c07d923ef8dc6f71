import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, CartItem, Product } from '@carrello/sdk';

import { useCarrelloContext } from '../provider';
import { restoreCart, snapshotCart, writeCart, type CartSnapshot } from './cart-cache';
import type { CartError } from './cart-errors';
import { cartKeys } from './cart-keys';

/** What {@link useAddToCart} adds. */
export interface AddToCartVariables {
  /** The product to add; it also draws the provisional line shown until the server answers. */
  product: Product;
  /** Pieces to add. */
  quantity: number;
  /** Weight in kg, for products sold by weight. */
  weight?: number;
  /** Initial cart item infos, e.g. `{ size: 'fette', accept_alternatives: 'true' }`. */
  params?: Record<string, string>;
}

/** Options of {@link useAddToCart}: TanStack mutation options but the mutation function. */
export type UseAddToCartOptions = Omit<
  UseMutationOptions<Cart, CartError, AddToCartVariables, CartSnapshot>,
  'mutationFn' | 'onMutate'
>;

/** Returns the cart with the product added as it will likely be, before the server answers. */
function withProductAdded(cart: Cart, variables: AddToCartVariables): Cart {
  const { product, quantity } = variables;
  const existing = cart.cartItems.find((item) => item.product.productId === product.productId);
  if (existing) {
    return {
      ...cart,
      cartItems: cart.cartItems.map((item) =>
        item === existing ? { ...item, quantity: item.quantity + quantity } : item,
      ),
    };
  }
  // Negative ids never clash with the server's; the server's cart replaces the line on success.
  const provisionalId = -1 - cart.cartItems.filter((item) => item.itemId < 0).length;
  const provisional: CartItem = {
    cartItemId: provisionalId,
    itemId: provisionalId,
    quantity,
    ...(variables.weight !== undefined ? { weight: variables.weight } : {}),
    editable: true,
    grossTotal: (product.priceDisplay ?? product.price ?? 0) * quantity,
    product,
    cartItemInsertionTypeId: 1,
    cartItemInfo: { ...variables.params },
  };
  // totalItems counts lines (contract), so it grows only when a line is appended.
  return { ...cart, cartItems: [...cart.cartItems, provisional], totalItems: cart.totalItems + 1 };
}

/**
 * Adds a product to the cart (`cart.addProduct`), showing it in the cached cart at once and
 * rolling back with an error toast if the server refuses.
 * @example
 * const addToCart = useAddToCart();
 * <button onClick={() => addToCart.mutate({ product, quantity: 1 })}>Aggiungi</button>
 */
export function useAddToCart(options: UseAddToCartOptions = {}) {
  const { client, notify } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ product, quantity, weight, params }: AddToCartVariables) =>
      client.cart.addProduct({
        items: [
          {
            productId: product.productId,
            quantity,
            ...(weight !== undefined ? { weight } : {}),
            ...(params ? { params } : {}),
          },
        ],
      }),
    onMutate: async (variables) => {
      const snapshot = await snapshotCart(queryClient);
      if (snapshot.previous) {
        queryClient.setQueryData(cartKeys.detail(), withProductAdded(snapshot.previous, variables));
      }
      return snapshot;
    },
    onError: (error, variables, snapshot, context) => {
      restoreCart(queryClient, snapshot);
      notify({ type: 'error', message: error.message });
      return options.onError?.(error, variables, snapshot, context);
    },
    onSuccess: (cart, variables, snapshot, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, snapshot, context);
    },
  });
}
