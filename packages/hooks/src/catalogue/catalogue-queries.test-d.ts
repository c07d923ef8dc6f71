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

describe('categoryQueries', () => {
  it('tree: the cached data is typed by the key', () => {
    expectCachedData(categoryQueries.tree(client)).toEqualTypeOf<CategoryTree | undefined>();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(categoryQueries.detail(client, 'dispensa')).toEqualTypeOf<
      Category | undefined
    >();
  });
});

describe('productQueries', () => {
  it('infiniteList: the cached pages are typed by the key', () => {
    expectCachedData(productQueries.infiniteList(client, { q: 'latte' })).toEqualTypeOf<
      InfiniteData<ProductList> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(productQueries.detail(client, 'latte-intero-1-l')).toEqualTypeOf<
      ProductDetail | undefined
    >();
  });

  it('detailById: the cached data is typed by the key', () => {
    expectCachedData(productQueries.detailById(client, 100231)).toEqualTypeOf<
      ProductDetail | undefined
    >();
  });

  it('alternatives: the cached data is typed by the key', () => {
    expectCachedData(productQueries.alternatives(client, 100231)).toEqualTypeOf<
      ProductAlternatives | undefined
    >();
  });
});
