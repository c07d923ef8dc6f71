import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import {
  canEditCartItem,
  hasQuantityControls,
  isSubscriptionItem,
  itemsEligibleForAlternatives,
  MAX_LINE_PIECES,
  MAX_LINE_WEIGHT_KG,
} from '@carrello/core';
import type { Cart, CartItem, EbsnClient, Product } from '@carrello/sdk';

import { defaultHookMessages, type CarrelloHookMessages } from '../messages';
import type { CarrelloNotice } from '../provider';
import {
  CART_SCOPE_ID,
  invalidateLatestCart,
  settleFailedCartChange,
  snapshotCart,
  writeLatestCart,
  type CartSnapshot,
} from './cart-cache';
import { CartRuleError, type CartError, type CartItemError } from './cart-errors';
import { deliveryKeys } from '../delivery/delivery-keys';
import { cartKeys, cartMutationKeys } from './cart-keys';
import { cachedQueryData } from '../query-client';
import { cartQueries } from './cart-queries';

/**
 * The TanStack mutation scope of every change of the cart: mutations of one scope run one after
 * the other, in the order they were called, so a slower answer never overwrites a newer one.
 */
export const CART_MUTATION_SCOPE = { id: CART_SCOPE_ID } as const;

/** What the cart's mutation factories use besides the client and the query client. */
export interface CartMutationContext {
  /** Shows a refusal to the shopper (the provider's `onNotify`); optimistic changes call it. */
  notify?: ((notice: CarrelloNotice) => void) | undefined;
  /** Texts of the local refusals of docs/requirements/cart.md; the default Italian ones otherwise. */
  messages?: Partial<CarrelloHookMessages> | undefined;
}

/** What `cartMutations.addProduct` and `useAddToCart` add. */
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

/** What `cartMutations.updateItem` and `useUpdateCartItem` change. */
export interface UpdateCartItemVariables {
  /** The cart line to change, as the cart gave it. */
  item: CartItem;
  /** New number of pieces. */
  quantity: number;
  /** New weight in kg, for items sold by weight. */
  weight?: number;
}

/** What `cartMutations.removeItem` and `useRemoveCartItem` remove. */
export interface RemoveCartItemVariables {
  /** The cart line to remove, as the cart gave it. */
  item: CartItem;
}

/** What `cartMutations.setAcceptAlternatives` sets. */
export interface SetAcceptAlternativesVariables {
  /** The cart line, as the cart gave it. */
  item: CartItem;
  /** Whether the shopper accepts substitutes for it. */
  accept: boolean;
}

/** What `cartMutations.setAcceptAlternativesForAll` sets. */
export interface SetAcceptAlternativesForAllVariables {
  /** Whether the shopper accepts substitutes for every eligible line. */
  accept: boolean;
}

/** One cart info: `need_invoice`, `PERSON_FISCAL_ID` or `order_comment` and its value. */
export type SetCartInfoVariables = Parameters<EbsnClient['cart']['setCartInfo']>[0];

/** One info name, its text value and the lines (`itemId`) it goes on. */
export type SetCartItemInfoVariables = Parameters<EbsnClient['cart']['setCartItemInfo']>[0];

/** The delivery service and the address, store or locker of the cart. */
export type SetCartAddressVariables = Parameters<EbsnClient['cart']['setAddress']>[0];

/** The day (`YYYY-MM-DD`) and the slot id of the cart's delivery. */
export type SetCartTimeslotVariables = Parameters<EbsnClient['cart']['setTimeslot']>[0];

export { invalidateLatestCart, settleFailedCartChange, writeLatestCart };

/**
 * The refusal of a request for more than a cart line holds (docs/requirements/cart.md: 999
 * pieces, or 100 kg of goods sold by weight), which the server would refuse too; none otherwise.
 * An add of fewer pieces to a line already near the cap still goes: the server stops the line at
 * the cap.
 */
function lineCapRefusal(quantity: number, weight: number | undefined): CartRuleError | undefined {
  if (quantity > MAX_LINE_PIECES) return new CartRuleError('too-many-pieces');
  if (weight !== undefined && weight > MAX_LINE_WEIGHT_KG) return new CartRuleError('too-heavy');
  return undefined;
}

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
 * Mutation option factories of the cart, for `useMutation` or `queryClient` APIs such as
 * `useMutationState({ filters: { mutationKey: cartMutationKeys.all } })`. Every one answers
 * the cart and writes it to the cache under `cartKeys.detail()`, and all share
 * {@link CART_MUTATION_SCOPE}, so they reach the server one at a time in the order called.
 * The hooks (`useAddToCart`, ...) are these factories with the provider's client and notices.
 * @example
 * const addProduct = useMutation(cartMutations.addProduct(client, queryClient));
 */
export const cartMutations = {
  /**
   * Adds a product (`cart.addProduct`), showing it in the cached cart at once and rolling back
   * with a notice if the server refuses; more than a line holds is refused locally.
   */
  addProduct: (client: EbsnClient, queryClient: QueryClient, context: CartMutationContext = {}) =>
    mutationOptions<Cart, CartItemError, AddToCartVariables, CartSnapshot>({
      mutationKey: cartMutationKeys.addProduct(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: ({ product, quantity, weight, params }) =>
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
        // Throwing here skips the request and leaves the cached cart untouched.
        const refusal = lineCapRefusal(variables.quantity, variables.weight);
        if (refusal) throw refusal;
        const snapshot = await snapshotCart(queryClient);
        if (snapshot.previous) {
          queryClient.setQueryData(
            cartKeys.detail(),
            withProductAdded(snapshot.previous, variables),
          );
        }
        return snapshot;
      },
      onError: (error) => {
        settleFailedCartChange(queryClient);
        context.notify?.({ type: 'error', message: error.message });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),

  /**
   * Changes the quantity of a line (`cart.updateProduct`), showing it at once and rolling back
   * with a notice if the server refuses; lines that cannot change, and more than a line holds,
   * are refused locally.
   */
  updateItem: (client: EbsnClient, queryClient: QueryClient, context: CartMutationContext = {}) =>
    mutationOptions<Cart, CartItemError, UpdateCartItemVariables, CartSnapshot>({
      mutationKey: cartMutationKeys.updateItem(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: ({ item, quantity, weight }) =>
        client.cart.updateProduct({
          items: [{ itemId: item.itemId, quantity, ...(weight !== undefined ? { weight } : {}) }],
        }),
      onMutate: async ({ item, quantity, weight }) => {
        const messages = { ...defaultHookMessages, ...context.messages };
        // docs/requirements/cart.md: items with editable false cannot be changed; items of nature 8 and 10 have
        // no plus or minus controls. Throwing here skips the request.
        if (!canEditCartItem(item))
          throw new CartRuleError('not-editable', messages.cartItemNotEditable);
        if (!hasQuantityControls(item))
          throw new CartRuleError('no-quantity-controls', messages.cartItemNoQuantityControls);
        const refusal = lineCapRefusal(quantity, weight);
        if (refusal) throw refusal;
        const snapshot = await snapshotCart(queryClient);
        if (snapshot.previous) {
          queryClient.setQueryData(cartKeys.detail(), {
            ...snapshot.previous,
            cartItems: snapshot.previous.cartItems.map((line) =>
              line.itemId === item.itemId
                ? { ...line, quantity, ...(weight !== undefined ? { weight } : {}) }
                : line,
            ),
          });
        }
        return snapshot;
      },
      onError: (error) => {
        settleFailedCartChange(queryClient);
        context.notify?.({ type: 'error', message: error.message });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),

  /**
   * Removes a line (`cart.removeProduct`), hiding it at once and putting it back with a notice
   * if the server refuses; lines with `editable: false` are refused locally.
   */
  removeItem: (client: EbsnClient, queryClient: QueryClient, context: CartMutationContext = {}) =>
    mutationOptions<Cart, CartItemError, RemoveCartItemVariables, CartSnapshot>({
      mutationKey: cartMutationKeys.removeItem(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: ({ item }) => client.cart.removeProduct({ items: [{ itemId: item.itemId }] }),
      onMutate: async ({ item }) => {
        const messages = { ...defaultHookMessages, ...context.messages };
        // docs/requirements/cart.md: items with editable false cannot be removed. Throwing here skips the request.
        if (!canEditCartItem(item))
          throw new CartRuleError('not-editable', messages.cartItemNotEditable);
        const snapshot = await snapshotCart(queryClient);
        const previous = snapshot.previous;
        if (previous) {
          const cartItems = previous.cartItems.filter((line) => line.itemId !== item.itemId);
          queryClient.setQueryData(cartKeys.detail(), {
            ...previous,
            cartItems,
            totalItems: Math.max(
              0,
              previous.totalItems - (previous.cartItems.length - cartItems.length),
            ),
          });
        }
        return snapshot;
      },
      onError: (error) => {
        settleFailedCartChange(queryClient);
        context.notify?.({ type: 'error', message: error.message });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),

  /** Sets one info (`size`, `accept_alternatives`, ...) on cart lines (`cart.setCartItemInfo`). */
  setItemInfo: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError, SetCartItemInfoVariables>({
      mutationKey: cartMutationKeys.setItemInfo(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.cart.setCartItemInfo(variables),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),

  /**
   * Sets `accept_alternatives` on one line (the per-item switch); lines with `editable: false`
   * are refused locally.
   */
  setAcceptAlternatives: (
    client: EbsnClient,
    queryClient: QueryClient,
    context: CartMutationContext = {},
  ) =>
    mutationOptions<Cart, CartItemError, SetAcceptAlternativesVariables>({
      mutationKey: cartMutationKeys.setAcceptAlternatives(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: async ({ item, accept }) => {
        const messages = { ...defaultHookMessages, ...context.messages };
        // docs/requirements/cart.md: items with editable false cannot be changed.
        if (!canEditCartItem(item))
          throw new CartRuleError('not-editable', messages.cartItemNotEditable);
        return client.cart.setCartItemInfo({
          name: 'accept_alternatives',
          value: accept ? 'true' : 'false',
          items: [item.itemId],
        });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      // docs/requirements/errors.md: a refused change is said, or the switch would look accepted.
      onError: (error) => {
        settleFailedCartChange(queryClient);
        context.notify?.({ type: 'error', message: error.message });
      },
    }),

  /**
   * Sets `accept_alternatives` on every eligible line (the global checkbox); when no line is
   * eligible nothing is sent and the cart stays as it is.
   */
  setAcceptAlternativesForAll: (
    client: EbsnClient,
    queryClient: QueryClient,
    context: CartMutationContext = {},
  ) =>
    mutationOptions<Cart, CartError, SetAcceptAlternativesForAllVariables>({
      mutationKey: cartMutationKeys.setAcceptAlternativesForAll(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: async ({ accept }) => {
        const cart = await cachedQueryData(queryClient, cartQueries.detail(client));
        // docs/requirements/cart.md: only lines that are editable, non-promo, not of nature rewards/8/10, and
        // have proposed alternatives.
        const eligible = itemsEligibleForAlternatives(cart.cartItems, hasProposedAlternatives);
        if (eligible.length === 0) return cart;
        return client.cart.setCartItemInfo({
          name: 'accept_alternatives',
          value: accept ? 'true' : 'false',
          items: eligible.map((item) => item.itemId),
        });
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: (error) => {
        settleFailedCartChange(queryClient);
        context.notify?.({ type: 'error', message: error.message });
      },
    }),

  /** Sets one cart info (`cart.setCartInfo`), e.g. the invoice flag of docs/requirements/invoice.md. */
  setInfo: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError, SetCartInfoVariables>({
      mutationKey: cartMutationKeys.setInfo(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.cart.setCartInfo(variables),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),

  /**
   * Empties the cart (`cart.empty`), then cancels the subscription plan of the cart's
   * subscription line, if any (`subscriptions.delete`); answers the emptied cart.
   */
  empty: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError>({
      mutationKey: cartMutationKeys.empty(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: async () => {
        // The plan id lives on the subscription line, which emptying removes: read it first.
        const before = await cachedQueryData(queryClient, cartQueries.detail(client));
        const planId = Number(
          before.cartItems.find(isSubscriptionItem)?.cartItemInfo.SUBSCRIPTION_PLAN_ID,
        );
        const cart = await client.cart.empty();
        // The cart is empty on the server even if the plan deletion below fails.
        writeLatestCart(queryClient, cart);
        // docs/requirements/cart.md: emptying removes all items, then deletes the subscription plan of the
        // subscription item (nature 10); success is status 0, which the SDK resolves.
        if (Number.isInteger(planId) && planId > 0) {
          await client.subscriptions.delete({ subscriptionPlanId: planId });
        }
        return cart;
      },
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),

  /** Locks the cart before buying (`cart.lock`, docs/requirements/checkout.md step 3). */
  lock: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError>({
      mutationKey: cartMutationKeys.lock(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: () => client.cart.lock(),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),

  /** Unlocks a locked cart (`cart.unlock`), e.g. after a failed payment. */
  unlock: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError>({
      mutationKey: cartMutationKeys.unlock(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: () => client.cart.unlock(),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),

  /**
   * Chooses the delivery service and address of the cart (`cart.setAddress`). The time slots of
   * the cart's address (`useTimeslots()` without an address) are another address's now: they are
   * dropped and asked again, so the slot step never offers the previous address's slots.
   */
  setAddress: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError, SetCartAddressVariables>({
      mutationKey: cartMutationKeys.setAddress(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.cart.setAddress(variables),
      onSuccess: async (cart) => {
        writeLatestCart(queryClient, cart);
        await queryClient.resetQueries({ queryKey: deliveryKeys.timeslots({}), exact: true });
      },
      onError: () => settleFailedCartChange(queryClient),
    }),

  /** Books a delivery time slot for the cart (`cart.setTimeslot`). */
  setTimeslot: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CartError, SetCartTimeslotVariables>({
      mutationKey: cartMutationKeys.setTimeslot(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.cart.setTimeslot(variables),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
      onError: () => settleFailedCartChange(queryClient),
    }),
};

/**
 * Whether the store proposes replacement products for a cart line (`product.hasAlternatives`
 * or a non-empty `product.proposedAlternatives`).
 * @example const eligible = isEligibleForAlternatives(item, hasProposedAlternatives(item));
 */
export function hasProposedAlternatives(item: CartItem): boolean {
  return (
    item.product.hasAlternatives === true || (item.product.proposedAlternatives?.length ?? 0) > 0
  );
}
