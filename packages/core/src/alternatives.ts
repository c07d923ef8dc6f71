// Substitute products of cart items (spec 4.3 "Accepting alternatives").

import { PRODUCT_NATURE } from './constants';
import { canEditCartItem, productNatureOf, type CartItemRuleInput } from './cart-item-rules';

const NATURES_WITHOUT_ALTERNATIVES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  PRODUCT_NATURE.REWARDS,
  PRODUCT_NATURE.NATURE_8,
  PRODUCT_NATURE.SUBSCRIPTION,
]);

/**
 * Whether a cart item can take the accept-alternatives flag: editable, not in promotion, not of
 * nature rewards, 8 or 10, and with proposed alternatives (which the caller knows, e.g. from the
 * product alternatives call).
 */
export function isEligibleForAlternatives(
  item: CartItemRuleInput,
  hasProposedAlternatives: boolean,
): boolean {
  // spec 4.3: the global checkbox only touches items that are editable, non-promo, not of nature
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
