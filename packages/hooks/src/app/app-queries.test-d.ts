import type { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { ApplicationConfig, EbsnClient, VersionInfo } from '@carrello/sdk';

import { appQueries } from './app-queries';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('appQueries', () => {
  it('config: the cached data is typed by the key', () => {
    expectTypeOf(queryClient.getQueryData(appQueries.config(client).queryKey)).toEqualTypeOf<
      ApplicationConfig | undefined
    >();
  });

  it('version: the cached data is typed by the key', () => {
    expectTypeOf(
      queryClient.getQueryData(appQueries.version(client, 'web', '1.4.0').queryKey),
    ).toEqualTypeOf<VersionInfo | undefined>();
  });
});
