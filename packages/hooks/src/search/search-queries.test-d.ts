import { describe, it } from 'vitest';

import type { Category, EbsnClient, Suggestion } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { fastSearchPopupQueries, searchQueries } from './search-queries';

declare const client: EbsnClient;

describe('searchQueries', () => {
  it('suggestions: the cached data is typed by the key', () => {
    expectCachedData(searchQueries.suggestions(client, 'pomodori')).toEqualTypeOf<
      { suggestions: Suggestion[] } | undefined
    >();
  });
});

describe('fastSearchPopupQueries', () => {
  it('detail: the cache holds the category, before the select', () => {
    expectCachedData(fastSearchPopupQueries.detail(client)).toEqualTypeOf<Category | undefined>();
  });
});
