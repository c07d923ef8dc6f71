import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Cart, EbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { cartQueries } from './cart-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('cartQueries', () => {
  it('detail: the cached data is typed by the key', () => {
    expectCachedData(cartQueries.detail(client)).toEqualTypeOf<Cart | undefined>();
  });

  it('detail: the query state carries the error type', () => {
    expectTypeOf(
      queryClient.getQueryState(cartQueries.detail(client).queryKey)?.error,
    ).toEqualTypeOf<EbsnError | NetworkError | null | undefined>();
  });
});
