export { CartSummary } from './cart-summary.styles';
export type { CartSummaryProps } from './cart-summary.styles';
export type { CartSummaryCart, UseCartSummaryOptions } from './use-cart-summary';
