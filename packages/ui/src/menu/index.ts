export { Menu } from './menu.styles';
export type { MenuItemProps, MenuRootProps, MenuTriggerProps } from './menu';
