// @carrello/ui/headless: behaviour hooks and unstyled parts; bring your own styles.
export { CarrelloUiProvider, useCarrelloUi, useMessages } from './messages/messages-context';
export type { CarrelloUiContextValue, CarrelloUiProviderProps } from './messages/messages-context';
export { it } from './messages/it';
export type { Messages, MessagesOverride, PluralMessage } from './messages/it';
export {
  formatDate,
  formatPrice,
  formatTime,
  interpolate,
  mergeMessages,
  plural,
} from './messages/format';
export { Slot } from './utils/slot';
export type { SlotProps } from './utils/slot';
export { composeEventHandlers } from './utils/compose-event-handlers';
export { useControllableState } from './utils/use-controllable-state';
export type { UseControllableStateOptions } from './utils/use-controllable-state';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { ButtonBase } from './button/button';
export type { ButtonBaseProps } from './button/button';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from './dialog/dialog';
export type {
  AsChildProps,
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogOverlayProps,
  DialogRootProps,
  DialogTitleProps,
  DialogTriggerProps,
} from './dialog/dialog';
export { useDialog } from './dialog/use-dialog';
export type { UseDialogOptions, UseDialogReturn } from './dialog/use-dialog';
