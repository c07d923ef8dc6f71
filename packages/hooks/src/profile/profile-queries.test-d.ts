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

describe('profile query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(orderQueries.list(client)).toEqualTypeOf<CachedGet<'/ebsn/api/order/list'>>();
    expectCachedData(orderQueries.detail(client, 501)).toEqualTypeOf<
      CachedGet<'/ebsn/api/order/view'>
    >();
    expectCachedData(anonOrderQueries.list(client, 'a1b2c3')).toEqualTypeOf<
      CachedGet<'/ebsn/api/token-order/list'>
    >();
    expectCachedData(anonOrderQueries.detail(client, 501, 'a1b2c3')).toEqualTypeOf<
      CachedGet<'/ebsn/api/token-order/view'>
    >();
    expectCachedData(listQueries.lists(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/wishlist/list'>
    >();
    expectCachedData(listQueries.detail(client, 7)).toEqualTypeOf<
      CachedGet<'/ebsn/api/wishlist/view'>
    >();
    expectCachedData(addressQueries.list(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/user-address/list'>
    >();
    expectCachedData(addressQueries.detail(client, 8812)).toEqualTypeOf<
      CachedGet<'/ebsn/api/user-address/view'>
    >();
    expectCachedData(giftQueries.certificates(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/gift-certificate/list'>
    >();
    expectCachedData(giftQueries.rewards(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/reward/list'>
    >();
    expectCachedData(giftQueries.requestedRewards(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/reward/requested-list'>
    >();
    expectCachedData(subscriptionQueries.list(client, { details: true })).toEqualTypeOf<
      CachedGet<'/ebsn/api/subscription-plan/list'>
    >();
  });
});
