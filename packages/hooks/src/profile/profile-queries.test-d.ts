import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import {
  addressQueries,
  anonOrderQueries,
  giftQueries,
  listQueries,
  orderQueries,
  subscriptionQueries,
} from './profile-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('orderQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(orderQueries.list(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/order/list', 'get'> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(orderQueries.detail(client, 501).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/order/view', 'get'> | undefined
    >();
  });
});

describe('anonOrderQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(anonOrderQueries.list(client, 'a1b2c3').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/token-order/list', 'get'> | undefined>();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(anonOrderQueries.detail(client, 501, 'a1b2c3').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/token-order/view', 'get'> | undefined>();
  });
});

describe('listQueries', () => {
  it('lists: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(listQueries.lists(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/wishlist/list', 'get'> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(listQueries.detail(client, 7).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/wishlist/view', 'get'> | undefined
    >();
  });
});

describe('addressQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(addressQueries.list(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/user-address/list', 'get'> | undefined
    >();
  });

  it('detail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(addressQueries.detail(client, 8812).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/user-address/view', 'get'> | undefined>();
  });
});

describe('giftQueries', () => {
  it('certificates: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(giftQueries.certificates(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/gift-certificate/list', 'get'> | undefined
    >();
  });

  it('rewards: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(giftQueries.rewards(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/reward/list', 'get'> | undefined
    >();
  });

  it('requestedRewards: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(giftQueries.requestedRewards(client).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/reward/requested-list', 'get'> | undefined>();
  });
});

describe('subscriptionQueries', () => {
  it('list: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(subscriptionQueries.list(client, { details: true }).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/subscription-plan/list', 'get'> | undefined>();
  });
});
