export { cartKeys, cartMutationKeys } from './cart-keys';
export { cartQueries } from './cart-queries';
export { CART_MUTATION_SCOPE, cartMutations, hasProposedAlternatives } from './cart-mutations';
export type {
  AddToCartVariables,
  CartMutationContext,
  RemoveCartItemVariables,
  SetAcceptAlternativesForAllVariables,
  SetAcceptAlternativesVariables,
  SetCartAddressVariables,
  SetCartInfoVariables,
  SetCartItemInfoVariables,
  SetCartTimeslotVariables,
  UpdateCartItemVariables,
} from './cart-mutations';
export { CART_RULE_MESSAGES, CartRuleError } from './cart-errors';
export type { CartError, CartItemError, CartRuleErrorCode } from './cart-errors';
export type { CartSnapshot } from './cart-cache';
export { selectCartCount, useCart, useCartCount } from './use-cart';
export type { CartCount } from './use-cart';
export { useAddToCart } from './use-add-to-cart';
export type { UseAddToCartOptions } from './use-add-to-cart';
export { useUpdateCartItem } from './use-update-cart-item';
export type { UseUpdateCartItemOptions } from './use-update-cart-item';
export { useRemoveCartItem } from './use-remove-cart-item';
export type { UseRemoveCartItemOptions } from './use-remove-cart-item';
export { useSetCartItemInfo } from './use-set-cart-item-info';
export type { UseSetCartItemInfoOptions } from './use-set-cart-item-info';
export {
  useSetAcceptAlternatives,
  useSetAcceptAlternativesForAll,
} from './use-set-accept-alternatives';
export type {
  UseSetAcceptAlternativesForAllOptions,
  UseSetAcceptAlternativesOptions,
} from './use-set-accept-alternatives';
export { useSetCartInfo } from './use-set-cart-info';
export type { UseSetCartInfoOptions } from './use-set-cart-info';
export { useEmptyCart } from './use-empty-cart';
export type { UseEmptyCartOptions } from './use-empty-cart';
export { useLockCart, useUnlockCart } from './use-lock-cart';
export type { UseLockCartOptions } from './use-lock-cart';
export { useSetCartAddress } from './use-set-cart-address';
export type { UseSetCartAddressOptions } from './use-set-cart-address';
export { useSetCartTimeslot } from './use-set-cart-timeslot';
export type { UseSetCartTimeslotOptions } from './use-set-cart-timeslot';
