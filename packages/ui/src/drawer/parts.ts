// The parts of the styled Drawer, as named exports: the package exports this module as the
// namespace `Drawer` (`<Drawer.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  DialogRoot as Root,
  DialogTrigger as Trigger,
  DialogDescription as Description,
  DialogClose as Close,
} from '../dialog/dialog';
export { Content, Body, Footer } from './drawer.styles';
