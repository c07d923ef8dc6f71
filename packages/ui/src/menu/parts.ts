// The parts of the styled Menu, as named exports: the package exports this module as the
// namespace `Menu` (`<Menu.Root>`), so each part stays its own client reference in a Server
// Component.
export { MenuRoot as Root, MenuTrigger as Trigger } from './menu';
export { Content, Item } from './menu.styles';
