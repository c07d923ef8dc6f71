export { FastSearchDialog } from './fast-search-dialog.styles';
export type { FastSearchDialogProps } from './fast-search-dialog.styles';
export type { UseFastSearchListOptions } from './use-fast-search-dialog';
