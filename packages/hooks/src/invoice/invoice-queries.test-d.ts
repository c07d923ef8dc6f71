import { describe, it } from 'vitest';

import type { EbsnClient, GeoCity, GeoProvince, GeoStreet, Person } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { invoiceQueries } from './invoice-queries';

declare const client: EbsnClient;

describe('invoice query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(invoiceQueries.fiscalPersons(client)).toEqualTypeOf<
      { personFiscals: Person[] } | undefined
    >();
    expectCachedData(invoiceQueries.provinces(client)).toEqualTypeOf<
      { results: GeoProvince[] } | undefined
    >();
    expectCachedData(invoiceQueries.cities(client, 15, 'Mil')).toEqualTypeOf<
      { results: GeoCity[] } | undefined
    >();
    expectCachedData(invoiceQueries.streets(client, 15146, 'Via Roma')).toEqualTypeOf<
      { results: GeoStreet[] } | undefined
    >();
  });
});
