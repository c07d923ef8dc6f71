export { CartItemList } from './cart-item-list';
export type { CartItemListProps, CartItemListVariant } from './cart-item-list';
export type { CartItemView, UseCartItemListOptions } from './use-cart-item-list';
