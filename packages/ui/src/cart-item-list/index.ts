export { CartItemList } from './cart-item-list.styles';
export type { CartItemListProps, CartItemListVariant } from './cart-item-list.styles';
export type { CartItemView, UseCartItemListOptions } from './use-cart-item-list';
