export { OrderTotals } from './order-totals';
export type { OrderTotalsProps } from './order-totals';
export type { OrderTotalsLine, OrderTotalsSource } from './use-order-totals';
