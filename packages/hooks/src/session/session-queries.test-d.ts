import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { EbsnClient, User, UserDetail } from '@carrello/sdk';

import { sessionQueries } from './session-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('sessionQueries', () => {
  it('current: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(sessionQueries.current(client).queryKey)).toEqualTypeOf<
      { user?: User } | undefined
    >();
  });

  it('userDetail: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(sessionQueries.userDetail(client).queryKey),
    ).toEqualTypeOf<UserDetail | undefined>();
  });
});
