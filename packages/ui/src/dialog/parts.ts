// The parts of the styled Dialog, as named exports: the package exports this module as the
// namespace `Dialog` (`<Dialog.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  DialogRoot as Root,
  DialogTrigger as Trigger,
  DialogPortal as Portal,
  DialogClose as Close,
} from './dialog';
export { StyledOverlay as Overlay, Content, Title, Description, Footer } from './dialog.styles';
