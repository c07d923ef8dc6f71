// The parts of the headless Popover, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Popover` (`<Popover.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  PopoverRoot as Root,
  PopoverTrigger as Trigger,
  PopoverContent as Content,
  PopoverClose as Close,
} from './popover';
