export { CartDrawer } from './cart-drawer.styles';
export type { CartDrawerProps } from './cart-drawer.styles';
