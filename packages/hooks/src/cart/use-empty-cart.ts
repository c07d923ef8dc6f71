import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { isSubscriptionItem } from '@carrello/core';
import type { Cart } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { writeCart } from './cart-cache';
import type { CartError } from './cart-errors';
import { cartQueries } from './cart-queries';

/** Options of {@link useEmptyCart}: TanStack mutation options but the mutation function. */
export type UseEmptyCartOptions = Omit<UseMutationOptions<Cart, CartError, void>, 'mutationFn'>;

/**
 * Empties the cart (`cart.empty`), then cancels the subscription plan of the cart's subscription
 * item, if any (`subscriptions.delete`); resolves with the emptied cart.
 * @example
 * const emptyCart = useEmptyCart();
 * <button onClick={() => emptyCart.mutate()}>Svuota carrello</button>
 */
export function useEmptyCart(options: UseEmptyCartOptions = {}) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async () => {
      // The plan id lives on the subscription line, which emptying removes: read it first.
      const before = await queryClient.ensureQueryData(cartQueries.detail(client));
      const planId = Number(
        before.cartItems.find(isSubscriptionItem)?.cartItemInfo.SUBSCRIPTION_PLAN_ID,
      );
      const cart = await client.cart.empty();
      // The cart is empty on the server even if the plan deletion below fails.
      writeCart(queryClient, cart);
      // spec 4.3: emptying removes all items, then deletes the subscription plan of the
      // subscription item (nature 10); success is status 0, which the SDK resolves.
      if (Number.isInteger(planId) && planId > 0) {
        await client.subscriptions.delete({ subscriptionPlanId: planId });
      }
      return cart;
    },
    onSuccess: (cart, variables, onMutateResult, context) => {
      writeCart(queryClient, cart);
      return options.onSuccess?.(cart, variables, onMutateResult, context);
    },
  });
}
