import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import {
  canEditCartItem,
  hasProposedAlternatives,
  itemsEligibleForAlternatives,
} from '@carrello/core';
import type { Cart, CartItem } from '@carrello/sdk';

import { useCarrelloClient, useCarrelloContext } from '../provider';
import { writeCart } from './cart-cache';
import { CartRuleError, type CartError, type CartItemError } from './cart-errors';
import { cartQueries } from './cart-queries';

// The rule lives in @carrello/core (the ui and the server read it too); re-exported here.
export { hasProposedAlternatives };

/** What {@link useSetAcceptAlternatives} sets. */
export interface SetAcceptAlternativesVariables {
  /** The cart line, as the cart gave it. */
  item: CartItem;
  /** Whether the shopper accepts substitutes for it. */
  accept: boolean;
}

/** Options of {@link useSetAcceptAlternatives}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesOptions = Omit<
  UseMutationOptions<Cart, CartItemError, SetAcceptAlternativesVariables>,
  'mutationFn'
>;

/**
 * Sets `accept_alternatives` on one cart line (the per-item switch); lines with
 * `editable: false` are refused locally.
 * @example
 * const setAccept = useSetAcceptAlternatives();
 * <Switch checked={acceptsAlternatives(item)} onCheckedChange={(accept) => setAccept.mutate({ item, accept })} />
 */
export function useSetAcceptAlternatives(options: UseSetAcceptAlternativesOptions = {}) {
  const { client, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ item, accept }: SetAcceptAlternativesVariables) => {
      // spec 4.3: items with editable false cannot be changed.
      if (!canEditCartItem(item))
        throw new CartRuleError('not-editable', messages.cartItemNotEditable);
      return client.cart.setCartItemInfo({
        name: 'accept_alternatives',
        value: accept ? 'true' : 'false',
        items: [item.itemId],
      });
    },
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}

/** What {@link useSetAcceptAlternativesForAll} sets. */
export interface SetAcceptAlternativesForAllVariables {
  /** Whether the shopper accepts substitutes for every eligible line. */
  accept: boolean;
}

/** Options of {@link useSetAcceptAlternativesForAll}: TanStack mutation options but the mutation function. */
export type UseSetAcceptAlternativesForAllOptions = Omit<
  UseMutationOptions<Cart, CartError, SetAcceptAlternativesForAllVariables>,
  'mutationFn'
>;

/**
 * Sets `accept_alternatives` on every eligible line of the cart (the global checkbox); when
 * no line is eligible, nothing is sent and the cart stays as it is.
 * @example
 * const setAcceptAll = useSetAcceptAlternativesForAll();
 * <Checkbox onCheckedChange={(accept) => setAcceptAll.mutate({ accept })} />
 */
export function useSetAcceptAlternativesForAll(
  options: UseSetAcceptAlternativesForAllOptions = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ accept }: SetAcceptAlternativesForAllVariables) => {
      const cart = await queryClient.ensureQueryData(cartQueries.detail(client));
      // spec 4.3: only lines that are editable, non-promo, not of nature rewards/8/10, and
      // have proposed alternatives.
      const eligible = itemsEligibleForAlternatives(cart.cartItems, hasProposedAlternatives);
      if (eligible.length === 0) return cart;
      return client.cart.setCartItemInfo({
        name: 'accept_alternatives',
        value: accept ? 'true' : 'false',
        items: eligible.map((item) => item.itemId),
      });
    },
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
