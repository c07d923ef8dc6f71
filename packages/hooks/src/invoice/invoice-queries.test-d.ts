import { describe, it } from 'vitest';

import type { EbsnClient, GeoCity, GeoProvince, GeoStreet, Person } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { invoiceQueries } from './invoice-queries';

declare const client: EbsnClient;

describe('invoiceQueries', () => {
  it('fiscalPersons: the cached data is typed by the key', () => {
    expectCachedData(invoiceQueries.fiscalPersons(client)).toEqualTypeOf<
      { personFiscals: Person[] } | undefined
    >();
  });

  it('provinces: the cached data is typed by the key', () => {
    expectCachedData(invoiceQueries.provinces(client)).toEqualTypeOf<
      { results: GeoProvince[] } | undefined
    >();
  });

  it('cities: the cached data is typed by the key', () => {
    expectCachedData(invoiceQueries.cities(client, 15, 'Mil')).toEqualTypeOf<
      { results: GeoCity[] } | undefined
    >();
  });

  it('streets: the cached data is typed by the key', () => {
    expectCachedData(invoiceQueries.streets(client, 15146, 'Via Roma')).toEqualTypeOf<
      { results: GeoStreet[] } | undefined
    >();
  });
});
