import { describe, it } from 'vitest';

import type { ApplicationConfig, EbsnClient, VersionInfo } from '@carrello/sdk';

import { expectCachedData } from '../testing/query-types';
import { appQueries } from './app-queries';

declare const client: EbsnClient;

describe('app query factories', () => {
  it('type the cached data by the key', () => {
    expectCachedData(appQueries.config(client)).toEqualTypeOf<ApplicationConfig | undefined>();
    expectCachedData(appQueries.version(client, 'web', '1.4.0')).toEqualTypeOf<
      VersionInfo | undefined
    >();
  });
});
