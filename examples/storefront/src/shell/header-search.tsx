import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import {
  fastSearchPopupQueries,
  useCarrelloClient,
  useFastSearchPopup,
  useRecentSearches,
  useSession,
  useSignedInUser,
  useSuggestions,
} from '@carrello/hooks';
import {
  LazySearchBox,
  preloadSearchBox,
  SearchBoxScanButton,
  type SearchBoxQuery,
} from '@carrello/ui';

import { whenIdle } from '../app/when-idle';
import { ScanDialogHost } from '../scan/scan-host';
import { setScanFocusTarget } from '../scan/scan-store';
import { useBarcodeScan } from '../scan/use-barcode-scan';
import { useCloseOnHistory } from './dialog-history';
import { plainText } from './plain-text';

// Opened from the "Lista della spesa" entry only: it loads the first time it opens.
const FastSearchDialog = lazy(() =>
  import('./fast-search-dialog').then((module) => ({ default: module.FastSearchDialog })),
);

const Wrapper = styled.div`
  width: 100%;
  max-width: 640px;
`;

function searchPath(query: SearchBoxQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.categoryId !== undefined) params.set('parent_category_id', String(query.categoryId));
  if (query.vendorId !== undefined) params.set('parent_vendor_id', String(query.vendorId));
  return `/search?${params.toString()}`;
}

/** The recent searches that contain what is typed (all of them while the box is empty). */
function matchingRecent(searches: readonly string[], text: string): readonly string[] {
  const typed = text.trim().toLocaleLowerCase('it');
  if (!typed) return searches;
  return searches.filter((search) => search.toLocaleLowerCase('it').includes(typed));
}

/**
 * The search of the top bar (docs/requirements/app-shell.md "Search box"): suggestions after more than 3 characters,
 * the "Lista della spesa" entry that opens the fast-search dialog, categories, brands and the
 * recent searches; plain searches join the history.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The box shows the search of the page: the query of /search?q=…, on arrival as after back,
  // forward or a new search; any other page starts with an empty box. What the shopper types
  // stays until the page or its query changes (a filter or a sort keeps it).
  const onSearchPage = useMatch('/search') !== null;
  const pageQuery = onSearchPage ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [box, setBox] = useState({ text: pageQuery, typed: false, pathname, pageQuery });
  if (box.pathname !== pathname || box.pageQuery !== pageQuery) {
    setBox({ text: pageQuery, typed: false, pathname, pageQuery });
  }
  const { text } = box;
  const setText = (next: string) => setBox((current) => ({ ...current, text: next, typed: true }));
  const [fastSearchOpen, setFastSearchOpen] = useState(false);
  const [fastSearchMounted, setFastSearchMounted] = useState(false);
  if (fastSearchOpen && !fastSearchMounted) setFastSearchMounted(true);
  // Suggestions for what the shopper types, not for the query the page came with (asked on every
  // search page, they would cost a call the shopper seldom looks at).
  const suggestions = useSuggestions(box.typed ? text : '');
  // Each shopper of a shared device sees only their own searches. A search sent before the
  // session has answered (a page served without it, just loaded) waits for that answer: saved at
  // once, it would go to the history of the device's visitor, not of the shopper signed in.
  const user = useSignedInUser();
  const sessionKnown = !useSession().isPending;
  const recent = useRecentSearches({ owner: user?.userId });
  const { add: addRecent } = recent;
  const unsaved = useRef<string[]>([]);
  useEffect(() => {
    if (sessionKnown) for (const search of unsaved.current.splice(0)) addRecent(search);
  }, [sessionKnown, addRecent]);
  useCloseOnHistory(fastSearchOpen, () => setFastSearchOpen(false));
  const scan = useBarcodeScan();
  // The scan dialog gives the focus back to this button, even when the full search box has
  // replaced the plain one (and its button) while the dialog was open.
  const scanButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setScanFocusTarget(scanButton), []);
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  // The fast-search dialog's texts, asked for when the shopper reaches for the search (they are
  // there when the dialog opens), not with every page.
  const prefetchFastSearch = () =>
    void queryClient.prefetchQuery(fastSearchPopupQueries.detail(client));
  // The suggestions' code (Downshift) is not part of the first load: it comes once the page is
  // idle, or when the shopper moves to the box first; until then the box is a plain search form.
  // (Not at the first sign of use: the box would change under a shopper already using it, and
  // the scan button, replaced, would lose the focus its dialog gives back.)
  useEffect(() => whenIdle(() => void preloadSearchBox().catch(() => undefined)), []);

  const onSearch = (query: SearchBoxQuery) => {
    // docs/requirements/app-shell.md: plain searches are saved to the recent-search history.
    if (query.reason === 'submit' || query.reason === 'term' || query.reason === 'recent') {
      if (sessionKnown) addRecent(query.q);
      else unsaved.current.push(query.q);
    }
    void navigate(searchPath(query));
  };

  return (
    <Wrapper onFocus={prefetchFastSearch} onPointerEnter={prefetchFastSearch}>
      <LazySearchBox
        // Without JavaScript the box is a plain GET form to the search page.
        action="/search"
        method="get"
        inputProps={{ name: 'q' }}
        value={text}
        onValueChange={setText}
        suggestions={suggestions.data ?? null}
        loading={suggestions.isFetching}
        error={suggestions.isError}
        recentSearches={matchingRecent(recent.searches, text)}
        onRemoveRecentSearch={recent.remove}
        onSearch={onSearch}
        onFastSearch={() => setFastSearchOpen(true)}
        scanButton={scan ? <SearchBoxScanButton ref={scanButton} onClick={scan} /> : undefined}
      />
      <ScanDialogHost />
      {fastSearchMounted ? (
        <Suspense fallback={null}>
          <FastSearch
            open={fastSearchOpen}
            onOpenChange={setFastSearchOpen}
            onSearch={(words) => {
              setFastSearchOpen(false);
              const params = new URLSearchParams();
              words.forEach((word) => params.append('q', word));
              void navigate(`/fast-search?${params.toString()}`);
            }}
          />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}

/**
 * The fast-search dialog with its title and description from the category `fast-search-popup`,
 * asked for when the shopper first opens it, not with every page. docs/requirements/errors.md: a failing category is
 * ignored (the ui's default texts stay).
 */
function FastSearch({
  open,
  onOpenChange,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearch: (words: string[]) => void;
}) {
  const popup = useFastSearchPopup();
  return (
    <FastSearchDialog
      open={open}
      onOpenChange={onOpenChange}
      title={popup.data?.title}
      description={popup.data?.description ? plainText(popup.data.description) : undefined}
      onSearch={onSearch}
    />
  );
}
