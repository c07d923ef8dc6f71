import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { contentQueries, storeQueries } from './content-queries';

declare const client: EbsnClient;

describe('content and store query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(contentQueries.page(client, 'privacy-policy')).toEqualTypeOf<
      CachedGet<'/ebsn/api/page/view'>
    >();
    expectCachedData(contentQueries.leaflets(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/search'>
    >();
    expectCachedData(contentQueries.leaflet(client, { slug: 'novembre' })).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/view'>
    >();
    expectCachedData(contentQueries.leafletProducts(client, { leafletId: 3 })).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/product-search'>
    >();
    expectCachedData(contentQueries.faqCategories(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/faq/category-list'>
    >();
    expectCachedData(contentQueries.faqs(client, 'consegna')).toEqualTypeOf<
      CachedGet<'/ebsn/api/faq/list'>
    >();
    expectCachedData(contentQueries.popup(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/popup/view'>
    >();
    expectCachedData(storeQueries.list(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/warehouse-locator/search'>
    >();
    expectCachedData(storeQueries.detail(client, 'milano-centro')).toEqualTypeOf<
      CachedGet<'/ebsn/api/warehouse-locator/view'>
    >();
  });
});
