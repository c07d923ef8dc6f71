// `SearchBox` as a Server Component can write it: whole (`<SearchBox>`) or by parts
// (`<SearchBox.Root>`). The component is this neutral module's own and renders the client one; the
// parts are the client module's exports, passed on as they are. A compound assembly holds no
// hook or context (the kit's build checks it); docs/ssr.md.
import { createElement, forwardRef } from 'react';
import { withParts } from '../utils/with-parts';
import {
  SearchBoxSkinGroup,
  SearchBoxSkinInput,
  SearchBoxSkinItem,
  SearchBoxSkinListbox,
  SearchBoxSkinPopup,
  SearchBoxSkinRoot,
  SearchBoxSkinStatus,
  SearchBoxSkinSubmit,
  SearchBoxWithSuggestions,
  type SearchBoxProps,
} from './search-box.styles';

const SearchBoxWhole = /* @__PURE__ */ forwardRef<HTMLFormElement, SearchBoxProps>(
  function SearchBox(props, ref) {
    return createElement(SearchBoxWithSuggestions, { ...props, ref });
  },
);

/**
 * The styled search box of the top bar (docs/requirements/app-shell.md): combobox with "Lista della spesa",
 * Suggerimenti, Categorie, Marche and Ricerche, a search button and an optional scan button.
 * `LazySearchBox` is the same box with its combobox's code loaded on first use. Its parts are
 * the headless SearchBox's, themed (`SearchBox.Root`, `.Input`, `.Submit`, `.Popup`, `.Status`,
 * `.Listbox`, `.Group`, `.Item`), for a box of your own.
 * @example
 * <SearchBox value={text} onValueChange={setText} suggestions={data} loading={isFetching}
 *   recentSearches={recent.searches} onRemoveRecentSearch={recent.remove}
 *   onSearch={(query) => navigate(`/search?q=${query.q}`)} onFastSearch={() => setFastOpen(true)} />
 */
export const SearchBox = /* @__PURE__ */ withParts(SearchBoxWhole, {
  Root: SearchBoxSkinRoot,
  Input: SearchBoxSkinInput,
  Submit: SearchBoxSkinSubmit,
  Popup: SearchBoxSkinPopup,
  Status: SearchBoxSkinStatus,
  Listbox: SearchBoxSkinListbox,
  Group: SearchBoxSkinGroup,
  Item: SearchBoxSkinItem,
});
