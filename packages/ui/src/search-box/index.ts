export { SearchBox } from './compound';
export type { SearchBoxProps } from './search-box.styles';
export { LazySearchBox, preloadSearchBox } from './lazy-search-box';
export type { LazySearchBoxProps } from './lazy-search-box';
export { SearchBoxScanButton } from './search-box-scan-button';
export type { SearchBoxScanButtonProps } from './search-box-scan-button';
export type {
  SearchBoxGroupId,
  SearchBoxEntry,
  SearchBoxQuery,
  SearchBoxSuggestions,
  UseSearchBoxOptions,
} from './use-search-box';
