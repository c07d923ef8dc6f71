export { searchKeys } from './search-keys';
export type { SuggestionParams } from './search-keys';
export { searchParams } from './search-params';
export type { SearchParams, SearchParamsInput } from './search-params';
export { FAST_SEARCH_POPUP_SLUG, fastSearchPopupQueries, searchQueries } from './search-queries';
export type { FastSearchPopup, SuggestionListData } from './search-queries';
export { useFastSearch } from './use-fast-search';
export type { UseFastSearchOptions, UseFastSearchReturn } from './use-fast-search';
export { useFastSearchPopup } from './use-fast-search-popup';
export {
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_STORAGE_KEY,
  recentSearchesKey,
  useRecentSearches,
} from './use-recent-searches';
export type { UseRecentSearchesOptions, UseRecentSearchesReturn } from './use-recent-searches';
export { useSuggestions } from './use-suggestions';
export type { SuggestionGroups } from './use-suggestions';
