/** A themed menu button (the profile menu of the top bar). */
export * as Menu from './parts';
export type { MenuItemProps, MenuRootProps, MenuTriggerProps } from './menu';
