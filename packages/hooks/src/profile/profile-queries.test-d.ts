import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import {
  addressQueries,
  anonOrderQueries,
  giftQueries,
  listQueries,
  orderQueries,
  subscriptionQueries,
} from './profile-queries';

declare const client: EbsnClient;

describe('orderQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectCachedData(orderQueries.list(client)).toEqualTypeOf<CachedGet<'/ebsn/api/order/list'>>();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(orderQueries.detail(client, 501)).toEqualTypeOf<
      CachedGet<'/ebsn/api/order/view'>
    >();
  });
});

describe('anonOrderQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectCachedData(anonOrderQueries.list(client, 'a1b2c3')).toEqualTypeOf<
      CachedGet<'/ebsn/api/token-order/list'>
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(anonOrderQueries.detail(client, 501, 'a1b2c3')).toEqualTypeOf<
      CachedGet<'/ebsn/api/token-order/view'>
    >();
  });
});

describe('listQueries', () => {
  it('lists: the cached data is typed by the key', () => {
    expectCachedData(listQueries.lists(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/wishlist/list'>
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(listQueries.detail(client, 7)).toEqualTypeOf<
      CachedGet<'/ebsn/api/wishlist/view'>
    >();
  });
});

describe('addressQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectCachedData(addressQueries.list(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/user-address/list'>
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectCachedData(addressQueries.detail(client, 8812)).toEqualTypeOf<
      CachedGet<'/ebsn/api/user-address/view'>
    >();
  });
});

describe('giftQueries', () => {
  it('certificates: the cached data is typed by the key', () => {
    expectCachedData(giftQueries.certificates(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/gift-certificate/list'>
    >();
  });

  it('rewards: the cached data is typed by the key', () => {
    expectCachedData(giftQueries.rewards(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/reward/list'>
    >();
  });

  it('requestedRewards: the cached data is typed by the key', () => {
    expectCachedData(giftQueries.requestedRewards(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/reward/requested-list'>
    >();
  });
});

describe('subscriptionQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectCachedData(subscriptionQueries.list(client, { details: true })).toEqualTypeOf<
      CachedGet<'/ebsn/api/subscription-plan/list'>
    >();
  });
});
