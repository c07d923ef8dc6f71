export { Dialog } from './dialog.styles';
export type { StyledDialogContentProps as DialogContentProps } from './dialog.styles';
export type { DialogRootProps } from './dialog';
export type { UseDialogOptions } from './use-dialog';
