import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Category, EbsnClient, ProductDetail, ProductList } from '@carrello/sdk';

import {
  categoryQueries,
  productQueries,
  type CategoryTree,
  type ProductAlternatives,
} from './catalogue-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('categoryQueries', () => {
  it('tree: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(categoryQueries.tree(client).queryKey)).toEqualTypeOf<
      CategoryTree | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(categoryQueries.detail(client, 'dispensa').queryKey),
    ).toEqualTypeOf<Category | undefined>();
  });
});

describe('productQueries', () => {
  it('infiniteList: the cached pages are typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(productQueries.infiniteList(client, { q: 'latte' }).queryKey),
    ).toEqualTypeOf<InfiniteData<ProductList> | undefined>();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(productQueries.detail(client, 'latte-intero-1-l').queryKey),
    ).toEqualTypeOf<ProductDetail | undefined>();
  });

  it('detailById: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(productQueries.detailById(client, 100231).queryKey),
    ).toEqualTypeOf<ProductDetail | undefined>();
  });

  it('alternatives: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(productQueries.alternatives(client, 100231).queryKey),
    ).toEqualTypeOf<ProductAlternatives | undefined>();
  });
});
