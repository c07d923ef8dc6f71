import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import { b2bQueries } from './use-b2b-registration';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('b2bQueries', () => {
  it('addresses: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(b2bQueries.addresses(client, 'acme').queryKey),
    ).toEqualTypeOf<DataOf<'/ebsn/api/{retailer}-b2b-registration/list-all', 'get'> | undefined>();
  });

  it('lookup: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(
        b2bQueries.lookup(client, 'acme', { card: '0412', piva_cf: '00743110157' }).queryKey,
      ),
    ).toEqualTypeOf<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/lookup_user', 'get'> | undefined
    >();
  });
});
