export { OrderTotals } from './order-totals.styles';
export type { OrderTotalsProps } from './order-totals.styles';
export type { OrderTotalsLine, OrderTotalsSource } from './use-order-totals';
