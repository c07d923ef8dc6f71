// The parts of the headless Menu, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Menu` (`<Menu.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  MenuRoot as Root,
  MenuTrigger as Trigger,
  MenuContent as Content,
  MenuItem as Item,
} from './menu';
