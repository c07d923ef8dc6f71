export { CategoryDrawer } from './category-drawer.styles';
export type { CategoryDrawerProps } from './category-drawer.styles';
export {
  childrenOf,
  distributeColumns,
  useCategoryDrawer,
  useViewportWidth,
} from './use-category-drawer';
export type { CategoryDrawerTab } from './use-category-drawer';
