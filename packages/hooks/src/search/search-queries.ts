import { queryOptions } from '@tanstack/react-query';

import { shouldSuggest } from '@carrello/core';
import type { Category, DataOf, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { categoryQueries } from '../catalogue/catalogue-queries';
import { searchKeys, type SuggestionParams } from './search-keys';

type QueryError = EbsnError | NetworkError;

/** What the suggestion search answers: `{ suggestions }`. */
export type SuggestionListData = DataOf<'/ebsn/api/suggestion/search', 'get'>;

/**
 * Query option factories of the search box.
 * @example queryClient.prefetchQuery(searchQueries.suggestions(client, 'pomodori'));
 */
export const searchQueries = {
  /**
   * Suggestions for `text`; disabled while the trimmed text has 3 characters or fewer
   * (docs/requirements/app-shell.md: more than 3 characters).
   */
  suggestions: (client: EbsnClient, text: string, params: SuggestionParams = {}) =>
    queryOptions<SuggestionListData, QueryError>({
      queryKey: searchKeys.suggestion(text, params),
      // The signal aborts a request whose text the shopper has already typed past.
      queryFn: ({ signal }) => client.products.suggest({ ...params, q: text.trim() }, { signal }),
      enabled: shouldSuggest(text),
    }),
};

/** Slug of the category whose metadata titles the fast-search popup (docs/requirements/app-shell.md). */
export const FAST_SEARCH_POPUP_SLUG = 'fast-search-popup';

/** Title and description of the fast-search popup. */
export interface FastSearchPopup {
  /** Title of the dialog: the category's `TITLE`, else its name. */
  title: string;
  /** Description (HTML), when the category has one. */
  description: string | undefined;
}

function toFastSearchPopup(category: Category): FastSearchPopup {
  const info = category.metaData?.category_info;
  return { title: info?.TITLE || category.name, description: info?.DESCRIPTION || undefined };
}

/**
 * Query option factories of the fast-search popup's texts.
 * @example await queryClient.prefetchQuery(fastSearchPopupQueries.detail(client));
 */
export const fastSearchPopupQueries = {
  /**
   * The category `fast-search-popup`, as its title and description. docs/requirements/errors.md: a failure is ignored
   * silently, so the query carries `meta.silent` for any global error handler to skip it.
   */
  detail: (client: EbsnClient) =>
    queryOptions<Category, QueryError, FastSearchPopup>({
      ...categoryQueries.detail(client, FAST_SEARCH_POPUP_SLUG),
      select: toFastSearchPopup,
      meta: { silent: true },
    }),
};
