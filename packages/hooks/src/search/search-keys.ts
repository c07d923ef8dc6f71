import type { QueryOf } from '@carrello/sdk';

import { carrelloKeys } from '../keys';

/** Parameters of a suggestion read besides the text (`limit`, `hash`). */
export type SuggestionParams = Omit<QueryOf<'/ebsn/api/suggestion/search', 'get'>, 'q'>;

/** Query keys of the search box: suggestions, keyed by the text they answer. */
export const searchKeys = {
  all: [...carrelloKeys.all, 'search'] as const,
  suggestions: () => [...searchKeys.all, 'suggestions'] as const,
  suggestion: (text: string, params: SuggestionParams = {}) =>
    [...searchKeys.suggestions(), text, params] as const,
};
