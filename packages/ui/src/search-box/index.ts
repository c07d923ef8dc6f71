export { SearchBox, preloadSearchBox } from './deferred-search-box';
export { SearchBoxScanButton } from './search-box-scan-button';
export type { SearchBoxProps } from './search-box.styles';
export type { SearchBoxScanButtonProps } from './search-box-scan-button';
export type {
  SearchBoxGroupId,
  SearchBoxEntry,
  SearchBoxQuery,
  SearchBoxSuggestions,
  UseSearchBoxOptions,
} from './use-search-box';
