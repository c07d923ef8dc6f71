import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { deliveryQueries } from './delivery-queries';

declare const client: EbsnClient;

describe('delivery query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(deliveryQueries.services(client)).toEqualTypeOf<
      CachedGet<'/ebsn/api/delivery-service/list'>
    >();
    expectCachedData(deliveryQueries.addresses(client, 2)).toEqualTypeOf<
      CachedGet<'/ebsn/api/address/list'>
    >();
    expectCachedData(deliveryQueries.timeslots(client, { addressId: 15 })).toEqualTypeOf<
      CachedGet<'/ebsn/api/timeslot/list'>
    >();
  });
});
