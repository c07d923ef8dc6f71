import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { EbsnClient, GeoCity, GeoProvince, GeoStreet, Person } from '@carrello/sdk';

import { invoiceQueries } from './invoice-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('invoiceQueries', () => {
  it('fiscalPersons: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(invoiceQueries.fiscalPersons(client).queryKey),
    ).toEqualTypeOf<{ personFiscals: Person[] } | undefined>();
  });

  it('provinces: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(invoiceQueries.provinces(client).queryKey)).toEqualTypeOf<
      { results: GeoProvince[] } | undefined
    >();
  });

  it('cities: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(invoiceQueries.cities(client, 15, 'Mil').queryKey),
    ).toEqualTypeOf<{ results: GeoCity[] } | undefined>();
  });

  it('streets: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(invoiceQueries.streets(client, 15146, 'Via Roma').queryKey),
    ).toEqualTypeOf<{ results: GeoStreet[] } | undefined>();
  });
});
