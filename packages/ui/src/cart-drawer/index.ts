export { CartDrawer } from './cart-drawer';
export type { CartDrawerProps } from './cart-drawer';
