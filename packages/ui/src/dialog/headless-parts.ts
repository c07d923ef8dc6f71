// The parts of the headless Dialog, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Dialog` (`<Dialog.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  DialogRoot as Root,
  DialogTrigger as Trigger,
  DialogPortal as Portal,
  DialogOverlay as Overlay,
  DialogContent as Content,
  DialogTitle as Title,
  DialogDescription as Description,
  DialogFooter as Footer,
  DialogClose as Close,
} from './dialog';
