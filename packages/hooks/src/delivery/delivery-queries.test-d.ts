import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import { deliveryQueries } from './delivery-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('deliveryQueries', () => {
  it('services: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(deliveryQueries.services(client).queryKey)).toEqualTypeOf<
      DataOf<'/ebsn/api/delivery-service/list', 'get'> | undefined
    >();
  });

  it('addresses: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(deliveryQueries.addresses(client, 2).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/address/list', 'get'> | undefined>();
  });

  it('timeslots: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(deliveryQueries.timeslots(client, { addressId: 15 }).queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/timeslot/list', 'get'> | undefined>();
  });
});
