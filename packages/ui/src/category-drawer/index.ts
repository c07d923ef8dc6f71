export { CategoryDrawer } from './category-drawer';
export type { CategoryDrawerProps } from './category-drawer';
export {
  childrenOf,
  distributeColumns,
  useCategoryDrawer,
  useViewportWidth,
} from './use-category-drawer';
export type { CategoryDrawerTab } from './use-category-drawer';
