import type { InfiniteData } from '@tanstack/react-query';
import { describe, it } from 'vitest';

import type { Category, EbsnClient, ProductDetail, ProductList } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import {
  categoryQueries,
  productQueries,
  type CategoryTree,
  type ProductAlternatives,
} from './catalogue-queries';

declare const client: EbsnClient;

describe('category and product query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(categoryQueries.tree(client)).toEqualTypeOf<CategoryTree | undefined>();
    expectCachedData(categoryQueries.detail(client, 'dispensa')).toEqualTypeOf<
      Category | undefined
    >();
    expectCachedData(productQueries.infiniteList(client, { q: 'latte' })).toEqualTypeOf<
      InfiniteData<ProductList> | undefined
    >();
    expectCachedData(productQueries.detail(client, 'latte-intero-1-l')).toEqualTypeOf<
      ProductDetail | undefined
    >();
    expectCachedData(productQueries.detailById(client, 100231)).toEqualTypeOf<
      ProductDetail | undefined
    >();
    expectCachedData(productQueries.alternatives(client, 100231)).toEqualTypeOf<
      ProductAlternatives | undefined
    >();
  });
});
