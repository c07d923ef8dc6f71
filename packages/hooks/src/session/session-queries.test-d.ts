import { describe, it } from 'vitest';

import type { EbsnClient, User, UserDetail } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { sessionQueries } from './session-queries';

declare const client: EbsnClient;

describe('sessionQueries', () => {
  it('current: the cached data is typed by the key', () => {
    expectCachedData(sessionQueries.current(client)).toEqualTypeOf<{ user?: User } | undefined>();
  });

  it('userDetail: the cached data is typed by the key', () => {
    expectCachedData(sessionQueries.userDetail(client)).toEqualTypeOf<UserDetail | undefined>();
  });
});
