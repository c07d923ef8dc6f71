import { describe, it } from 'vitest';

import type { Category, EbsnClient, Suggestion } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { fastSearchPopupQueries, searchQueries } from './search-queries';

declare const client: EbsnClient;

describe('search query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(searchQueries.suggestions(client, 'pomodori')).toEqualTypeOf<
      { suggestions: Suggestion[] } | undefined
    >();
    // The fast-search popup caches the whole category; its select picks from it afterwards.
    expectCachedData(fastSearchPopupQueries.detail(client)).toEqualTypeOf<Category | undefined>();
  });
});
