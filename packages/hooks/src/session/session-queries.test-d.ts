import { describe, it } from 'vitest';

import type { EbsnClient, User, UserDetail } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { sessionQueries } from './session-queries';

declare const client: EbsnClient;

describe('session query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(sessionQueries.current(client)).toEqualTypeOf<{ user?: User } | undefined>();
    expectCachedData(sessionQueries.userDetail(client)).toEqualTypeOf<UserDetail | undefined>();
  });
});
