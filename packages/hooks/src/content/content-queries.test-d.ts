import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { contentQueries, storeQueries } from './content-queries';

declare const client: EbsnClient;

describe('contentQueries', () => {
  it('page: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.page(client, 'privacy-policy')).toEqualTypeOf<
      CachedGet<'/ebsn/api/page/view'>
    >();
  });

  it('leaflets: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.leaflets(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/search'>
    >();
  });

  it('leaflet: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.leaflet(client, { slug: 'novembre' })).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/view'>
    >();
  });

  it('leafletProducts: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.leafletProducts(client, { leafletId: 3 })).toEqualTypeOf<
      CachedGet<'/ebsn/api/leaflet/product-search'>
    >();
  });

  it('faqCategories: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.faqCategories(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/faq/category-list'>
    >();
  });

  it('faqs: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.faqs(client, 'consegna')).toEqualTypeOf<
      CachedGet<'/ebsn/api/faq/list'>
    >();
  });

  it('popup: the cached data is typed by the key', () => {
    expectCachedData(contentQueries.popup(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/popup/view'>
    >();
  });
});

describe('storeQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectCachedData(storeQueries.list(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/warehouse-locator/search'>
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(storeQueries.detail(client, 'milano-centro')).toEqualTypeOf<
      CachedGet<'/ebsn/api/warehouse-locator/view'>
    >();
  });
});
