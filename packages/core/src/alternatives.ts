// Substitute products of cart items (docs/requirements/cart.md "Accepting alternatives").

import { PRODUCT_NATURE } from './constants';
import { canEditCartItem, productNatureOf, type CartItemRuleInput } from './cart-item-rules';

const NATURES_WITHOUT_ALTERNATIVES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  PRODUCT_NATURE.REWARDS,
  PRODUCT_NATURE.NATURE_8,
  PRODUCT_NATURE.SUBSCRIPTION,
]);

/** What {@link hasProposedAlternatives} reads of a cart item. */
export interface ProposedAlternativesInput {
  /** The product of the item. */
  product?: {
    /** Whether the store proposes replacement products for it. */
    hasAlternatives?: boolean | null;
    /** The ids of the replacement products the store proposes. */
    proposedAlternatives?: readonly unknown[] | null;
  } | null;
}

/**
 * Whether the store proposes replacement products for a cart item's product
 * (`product.hasAlternatives`, or a non-empty `product.proposedAlternatives`), the second half of
 * {@link isEligibleForAlternatives}.
 * @example
 * const eligible = isEligibleForAlternatives(item, hasProposedAlternatives(item));
 */
export function hasProposedAlternatives(item: ProposedAlternativesInput): boolean {
  return (
    item.product?.hasAlternatives === true || (item.product?.proposedAlternatives?.length ?? 0) > 0
  );
}

/**
 * Whether a cart item can take the accept-alternatives flag: editable, not in promotion, not of
 * nature rewards, 8 or 10, and with proposed alternatives (which the caller knows, e.g. from the
 * product alternatives call).
 */
export function isEligibleForAlternatives(
  item: CartItemRuleInput,
  hasProposedAlternatives: boolean,
): boolean {
  // docs/requirements/cart.md: the global checkbox only touches items that are editable, non-promo, not of nature
  // rewards/8/10, and have proposed alternatives.
  if (!hasProposedAlternatives || !canEditCartItem(item)) return false;
  if (item.product?.warehousePromo !== undefined && item.product.warehousePromo !== null) {
    return false;
  }
  const nature = productNatureOf(item);
  return nature === undefined || !NATURES_WITHOUT_ALTERNATIVES.has(nature);
}

/** Returns the cart items the global accept-alternatives checkbox applies to, in their order. */
export function itemsEligibleForAlternatives<TItem extends CartItemRuleInput>(
  items: readonly TItem[],
  hasProposedAlternatives: (item: TItem) => boolean,
): TItem[] {
  return items.filter((item) => isEligibleForAlternatives(item, hasProposedAlternatives(item)));
}

/** Whether the shopper accepts substitutes for a cart item (cartItemInfo.accept_alternatives is `'true'`). */
export function acceptsAlternatives(item: CartItemRuleInput): boolean {
  return item.cartItemInfo?.accept_alternatives === 'true';
}
