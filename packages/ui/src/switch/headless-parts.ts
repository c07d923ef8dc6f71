// The parts of the headless Switch, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Switch` (`<Switch.Root>`), so each part stays its own client reference in a Server
// Component.
export { SwitchRoot as Root, SwitchThumb as Thumb } from './switch';
