export { TopBar } from './top-bar.styles';
export type { TopBarProfileItem, TopBarProps } from './top-bar.styles';
export { useTopBar } from './use-top-bar';
export type { UseTopBarOptions } from './use-top-bar';
export { useScrolledPast } from './use-scrolled-past';
