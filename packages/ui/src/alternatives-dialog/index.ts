export { AlternativesDialog } from './alternatives-dialog';
export type { AlternativesDialogProps } from './alternatives-dialog';
