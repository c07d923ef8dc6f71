export { CartSummary } from './cart-summary';
export type { CartSummaryProps } from './cart-summary';
export type { CartSummaryCart, UseCartSummaryOptions } from './use-cart-summary';
