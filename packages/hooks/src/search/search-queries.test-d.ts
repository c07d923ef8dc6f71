import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Category, EbsnClient, Suggestion } from '@carrello/sdk';

import { fastSearchPopupQueries, searchQueries } from './search-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('searchQueries', () => {
  it('suggestions: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(searchQueries.suggestions(client, 'pomodori').queryKey),
    ).toEqualTypeOf<{ suggestions: Suggestion[] } | undefined>();
  });
});

describe('fastSearchPopupQueries', () => {
  it('detail: the cache holds the category, before the select', () => {
    expectTypeOf(
      queryClient.getQueryData(fastSearchPopupQueries.detail(client).queryKey),
    ).toEqualTypeOf<Category | undefined>();
  });
});
