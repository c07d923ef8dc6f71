/**
 * A styled modal dialog, with the parts of the headless Dialog. `Dialog.Content` brings its own
 * `Dialog.Portal` and `Dialog.Overlay` (the backdrop); those two are for a content of your own.
 * @example
 * <Dialog.Root>
 *   <Dialog.Trigger asChild><Button>Apri</Button></Dialog.Trigger>
 *   <Dialog.Content width={500}>
 *     <Dialog.Title>Lista della spesa</Dialog.Title>
 *   </Dialog.Content>
 * </Dialog.Root>
 */
export * as Dialog from './parts';
export type { StyledDialogContentProps as DialogContentProps } from './dialog.styles';
export type { DialogRootProps } from './dialog';
export type { UseDialogOptions } from './use-dialog';
