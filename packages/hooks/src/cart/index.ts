export { cartKeys } from './cart-keys';
export { cartQueries } from './cart-queries';
export { CART_RULE_MESSAGES, CartRuleError } from './cart-errors';
export type { CartError, CartItemError, CartRuleErrorCode } from './cart-errors';
export type { CartSnapshot } from './cart-cache';
export { selectCartCount, useCart, useCartCount } from './use-cart';
export type { CartCount } from './use-cart';
export { useAddToCart } from './use-add-to-cart';
export type { AddToCartVariables, UseAddToCartOptions } from './use-add-to-cart';
export { useUpdateCartItem } from './use-update-cart-item';
export type { UpdateCartItemVariables, UseUpdateCartItemOptions } from './use-update-cart-item';
export { useRemoveCartItem } from './use-remove-cart-item';
export type { RemoveCartItemVariables, UseRemoveCartItemOptions } from './use-remove-cart-item';
export { useSetCartItemInfo } from './use-set-cart-item-info';
export type { SetCartItemInfoVariables, UseSetCartItemInfoOptions } from './use-set-cart-item-info';
export {
  hasProposedAlternatives,
  useSetAcceptAlternatives,
  useSetAcceptAlternativesForAll,
} from './use-set-accept-alternatives';
export type {
  SetAcceptAlternativesForAllVariables,
  SetAcceptAlternativesVariables,
  UseSetAcceptAlternativesForAllOptions,
  UseSetAcceptAlternativesOptions,
} from './use-set-accept-alternatives';
export { useSetCartInfo } from './use-set-cart-info';
export type { SetCartInfoVariables, UseSetCartInfoOptions } from './use-set-cart-info';
export { useEmptyCart } from './use-empty-cart';
export type { UseEmptyCartOptions } from './use-empty-cart';
export { useLockCart, useUnlockCart } from './use-lock-cart';
export type { UseLockCartOptions } from './use-lock-cart';
export { useSetCartAddress } from './use-set-cart-address';
export type { SetCartAddressVariables, UseSetCartAddressOptions } from './use-set-cart-address';
export { useSetCartTimeslot } from './use-set-cart-timeslot';
export type { SetCartTimeslotVariables, UseSetCartTimeslotOptions } from './use-set-cart-timeslot';
