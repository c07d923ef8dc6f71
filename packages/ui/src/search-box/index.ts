export { SearchBox, SearchBoxScanButton } from './search-box.styles';
export type { SearchBoxProps, SearchBoxScanButtonProps } from './search-box.styles';
export type {
  SearchBoxGroupId,
  SearchBoxEntry,
  SearchBoxQuery,
  SearchBoxSuggestions,
  UseSearchBoxOptions,
} from './use-search-box';
