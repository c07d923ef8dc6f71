import { describe, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { type CachedGet, expectCachedData } from '../testing/query-types';
import { b2bQueries } from './use-b2b-registration';

declare const client: EbsnClient;

describe('B2B registration query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(b2bQueries.addresses(client, 'acme')).toEqualTypeOf<
      CachedGet<'/ebsn/api/{retailer}-b2b-registration/list-all'>
    >();
    expectCachedData(
      b2bQueries.lookup(client, 'acme', { card: '0412', piva_cf: '00743110157' }),
    ).toEqualTypeOf<CachedGet<'/ebsn/api/{retailer}-b2b-registration/lookup_user'>>();
  });
});
