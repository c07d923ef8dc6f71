import { useMemo } from 'react';
import {
  acceptsAlternatives,
  canEditCartItem,
  hasProposedAlternatives,
  hasQuantityControls,
  isEligibleForAlternatives,
  isFreeGift,
  isSubscriptionItem,
  packageCountLabel,
} from '@carrello/core';
import type { CartItem } from '@carrello/sdk';

// The rule lives in @carrello/core (the hooks and the server read it too); re-exported here
// for the headless entry.
export { hasProposedAlternatives };

/** What the list shows and allows for one cart line; every rule comes from @carrello/core. */
export interface CartItemView {
  /** The cart line. */
  item: CartItem;
  /** Whether it can be changed or removed (docs/requirements/cart.md: `editable: false` cannot). */
  canEdit: boolean;
  /** Whether it has − and + (docs/requirements/cart.md: not for natures 8 and 10). */
  showQuantity: boolean;
  /** "(0 colli)", "n pallet", "(n colli)" or null. */
  packageLabel: string | null;
  /** Whether it is a free gift (insertion type 2). */
  isFreeGift: boolean;
  /** The subscription plan to delete, for a subscription line (nature 10). */
  subscriptionPlanId: string | null;
  /** Whether it can take the accept-alternatives flag. */
  isEligibleForAlternatives: boolean;
  /** Whether the shopper accepts substitutes for it. */
  acceptsAlternatives: boolean;
}

/** Options of {@link useCartItemList}. */
export interface UseCartItemListOptions {
  /** The cart lines. */
  items: readonly CartItem[];
  /**
   * Whether a line has proposed alternatives.
   * @default product.hasAlternatives or a non-empty product.proposedAlternatives
   */
  hasAlternatives?: (item: CartItem) => boolean;
}

/**
 * The rules of the cart item list (docs/requirements/cart.md) for each line, plus the state of the global
 * accept-alternatives checkbox over the eligible lines.
 * @example
 * const list = useCartItemList({ items: cart.cartItems });
 * list.allAccept; // checked state of "Accetta sostituzioni per tutti i prodotti"
 */
export function useCartItemList({
  items,
  hasAlternatives = hasProposedAlternatives,
}: UseCartItemListOptions) {
  return useMemo(() => {
    const views: CartItemView[] = items.map((item) => {
      const subscription = isSubscriptionItem(item);
      const planId = item.cartItemInfo?.SUBSCRIPTION_PLAN_ID;
      return {
        item,
        canEdit: canEditCartItem(item),
        showQuantity: hasQuantityControls(item),
        packageLabel: packageCountLabel(item),
        isFreeGift: isFreeGift(item),
        subscriptionPlanId: subscription && planId ? planId : null,
        isEligibleForAlternatives: isEligibleForAlternatives(item, hasAlternatives(item)),
        acceptsAlternatives: acceptsAlternatives(item),
      };
    });
    const eligible = views.filter((view) => view.isEligibleForAlternatives);
    const accepting = eligible.filter((view) => view.acceptsAlternatives);
    return {
      /** One view per line, in order. */
      views,
      /** The lines the global checkbox applies to. */
      eligibleItems: eligible.map((view) => view.item),
      /** Whether every eligible line accepts substitutes. */
      allAccept: eligible.length > 0 && accepting.length === eligible.length,
      /** Whether some, but not all, eligible lines accept substitutes. */
      someAccept: accepting.length > 0 && accepting.length < eligible.length,
    };
  }, [items, hasAlternatives]);
}

/** What {@link useCartItemList} returns. */
export type UseCartItemListReturn = ReturnType<typeof useCartItemList>;
