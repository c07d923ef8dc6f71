export { TopBar } from './top-bar.styles';
export type { TopBarProps } from './top-bar.styles';
export { TopBarProfileMenu } from './profile-menu';
export type { TopBarProfileItem, TopBarProfileMenuProps } from './profile-menu';
export { LazyTopBarProfileMenu, preloadTopBarProfileMenu } from './lazy-profile-menu';
export type { LazyTopBarProfileMenuProps } from './lazy-profile-menu';
export { useTopBar } from './use-top-bar';
export type { UseTopBarOptions } from './use-top-bar';
export { useScrolledPast } from './use-scrolled-past';
