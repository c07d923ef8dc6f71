// Rules of a single cart item (docs/requirements/entities.md "Cart item" and 4.3).

import { CART_ITEM_INSERTION_TYPE, PRODUCT_NATURE } from './constants';
import { isSoldByWeight, type WeighedProduct } from './weighed';

/** The most pieces a cart line or a shopping list line holds (docs/requirements/cart.md). */
export const MAX_LINE_PIECES = 999;

/** The most weight, in kg, a cart line of goods sold by weight holds (docs/requirements/cart.md). */
export const MAX_LINE_WEIGHT_KG = 100;

/** The parts of a cart item the cart rules read; any cart item of the API fits. */
export interface CartItemRuleInput {
  /** False when the item cannot be changed or removed; absent means editable. */
  editable?: boolean | null;
  /** How the item entered the cart; 2 is a free gift. */
  cartItemInsertionTypeId?: number | null;
  /** Item infos; accept_alternatives is the text `'true'` or `'false'`. */
  cartItemInfo?: { accept_alternatives?: string | null } | null;
  /** The product of the item. */
  product?: {
    /** Present only when a promotion applies. */
    warehousePromo?: unknown;
    /** Nature id as the wire field (some payloads carry it outside productInfos). */
    productNatureId?: string | number | null;
    /** Product infos; PRODUCT_NATURE_ID is `'rewards'`, `'8'`, `'10'` or another id. */
    productInfos?: { PRODUCT_NATURE_ID?: string | number | null } | null;
  } | null;
}

/** Returns the product nature id of a cart item as text, or undefined when it has none. */
export function productNatureOf(item: CartItemRuleInput): string | undefined {
  const nature = item.product?.productInfos?.PRODUCT_NATURE_ID ?? item.product?.productNatureId;
  return nature === null || nature === undefined ? undefined : String(nature);
}

/** Whether a cart item may be changed or removed. */
export function canEditCartItem(item: CartItemRuleInput): boolean {
  // docs/requirements/cart.md: items with editable false cannot be changed or removed.
  return item.editable !== false;
}

/** Whether a cart item shows plus and minus controls (disable them when `canEditCartItem` is false). */
export function hasQuantityControls(item: CartItemRuleInput): boolean {
  // docs/requirements/cart.md: items of nature 8 and 10 have no plus or minus controls.
  const nature = productNatureOf(item);
  return nature !== PRODUCT_NATURE.NATURE_8 && nature !== PRODUCT_NATURE.SUBSCRIPTION;
}

/**
 * The largest quantity a product's − / + stepper may reach, in the stepper's unit: the weight in
 * kg for goods sold by weight ({@link MAX_LINE_WEIGHT_KG}), else pieces ({@link MAX_LINE_PIECES}).
 * @example
 * maxLineQuantity({ productInfos: { TIPOLOGIA: 'Sfuso' } }) // 100
 * maxLineQuantity({ productInfos: { TIPOLOGIA: 'Pezzo' } }) // 999
 */
export function maxLineQuantity(product: WeighedProduct | null | undefined): number {
  // docs/requirements/cart.md: a line holds at most 999 pieces, or 100 kg of goods sold by weight.
  return isSoldByWeight(product) ? MAX_LINE_WEIGHT_KG : MAX_LINE_PIECES;
}

/** Whether a cart item is a free gift product. */
export function isFreeGift(item: CartItemRuleInput): boolean {
  // docs/requirements/entities.md: cartItemInsertionTypeId 2 means free gift product.
  return item.cartItemInsertionTypeId === CART_ITEM_INSERTION_TYPE.FREE_GIFT;
}

/** Whether a cart item is a subscription product. */
export function isSubscriptionItem(item: CartItemRuleInput): boolean {
  // docs/requirements/entities.md: PRODUCT_NATURE_ID '10' is a subscription product.
  return productNatureOf(item) === PRODUCT_NATURE.SUBSCRIPTION;
}
