export { AlternativesDialog } from './alternatives-dialog.styles';
export type { AlternativesDialogProps } from './alternatives-dialog.styles';
