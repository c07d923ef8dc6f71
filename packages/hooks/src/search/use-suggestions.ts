import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';

import { shouldSuggest, SUGGESTION_DEBOUNCE_MS } from '@carrello/core';
import type { EbsnError, NetworkError, Suggestion } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import type { SuggestionParams } from './search-keys';
import { searchQueries, type SuggestionListData } from './search-queries';
import { useDebouncedValue } from '../use-debounced-value';

/** Suggestions grouped as the search box shows them (docs/requirements/app-shell.md). */
export interface SuggestionGroups {
  /** "Suggerimenti": search terms. */
  terms: Suggestion[];
  /** "Categorie": categories, with an image each when there is one. */
  categories: Suggestion[];
  /** "Marche": brands. */
  brands: Suggestion[];
}

function groupSuggestions({ suggestions }: SuggestionListData): SuggestionGroups {
  return {
    terms: suggestions.filter((suggestion) => suggestion.type === 'term'),
    categories: suggestions.filter((suggestion) => suggestion.type === 'category'),
    brands: suggestions.filter((suggestion) => suggestion.type === 'vendor'),
  };
}

/**
 * Suggestions for the search box, grouped into terms, categories and brands. docs/requirements/app-shell.md: asked
 * only for more than 3 characters, once the shopper stops typing for 200 ms.
 * @example
 * const [text, setText] = useState('');
 * const { data } = useSuggestions(text);
 * data?.categories.map((category) => <Option key={category.id}>{category.name}</Option>);
 */
export function useSuggestions(
  text: string,
  params: SuggestionParams = {},
): UseQueryResult<SuggestionGroups, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS, trimmed);
  // Too short a text clears the suggestions at once; a longer one waits for the debounce.
  // Keyed by the text asked, an answer for an older text never lands on a newer one.
  const asked = shouldSuggest(trimmed) ? debounced : trimmed;
  const enabled = shouldSuggest(asked);
  return useQuery({
    ...searchQueries.suggestions(client, asked, params),
    select: groupSuggestions,
    // While the next text loads, the last answer stays on screen instead of an empty list.
    ...(enabled ? { placeholderData: keepPreviousData } : {}),
  });
}
