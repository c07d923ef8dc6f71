// The parts of the styled Popover, as named exports: the package exports this module as the
// namespace `Popover` (`<Popover.Root>`), so each part stays its own client reference in a Server
// Component.
export { PopoverRoot as Root, PopoverTrigger as Trigger, PopoverClose as Close } from './popover';
export { Content } from './popover.styles';
