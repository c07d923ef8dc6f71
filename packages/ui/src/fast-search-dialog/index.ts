export { FastSearchDialog } from './fast-search-dialog';
export type { FastSearchDialogProps } from './fast-search-dialog';
export type { UseFastSearchListOptions } from './use-fast-search-dialog';
