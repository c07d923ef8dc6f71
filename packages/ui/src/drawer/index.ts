export { CART_DRAWER_WIDTH, Drawer } from './drawer.styles';
export type { DrawerContentProps, DrawerSide } from './drawer.styles';
