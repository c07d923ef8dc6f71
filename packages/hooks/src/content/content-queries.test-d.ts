import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import { contentQueries, storeQueries } from './content-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('contentQueries', () => {
  it('page: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(contentQueries.page(client, 'privacy-policy').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/page/view', 'get'> | undefined>();
  });

  it('leaflets: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(contentQueries.leaflets(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/leaflet/search', 'get'> | undefined
    >();
  });

  it('leaflet: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(contentQueries.leaflet(client, { slug: 'novembre' }).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/leaflet/view', 'get'> | undefined>();
  });

  it('leafletProducts: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(contentQueries.leafletProducts(client, { leafletId: 3 }).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/leaflet/product-search', 'get'> | undefined>();
  });

  it('faqCategories: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(contentQueries.faqCategories(client).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/faq/category-list', 'get'> | undefined>();
  });

  it('faqs: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(contentQueries.faqs(client, 'consegna').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/faq/list', 'get'> | undefined>();
  });

  it('popup: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(contentQueries.popup(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/popup/view', 'get'> | undefined
    >();
  });
});

describe('storeQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(storeQueries.list(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/warehouse-locator/search', 'get'> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(storeQueries.detail(client, 'milano-centro').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/warehouse-locator/view', 'get'> | undefined>();
  });
});
