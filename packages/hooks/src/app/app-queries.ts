import { queryOptions } from '@tanstack/react-query';

import type {
  ApplicationConfig,
  EbsnClient,
  EbsnError,
  NetworkError,
  VersionInfo,
} from '@carrello/sdk';

import type { CarrelloPlatform } from '../provider';
import { appKeys } from './app-keys';

/**
 * Query option factories of the application; route loaders call
 * `queryClient.prefetchQuery(appQueries.config(client))` (prefetch: a failure is ignored).
 */
export const appQueries = {
  /**
   * The application config: header and footer navigation and category blocks. `meta.silent`
   * marks it for global error handlers: docs/requirements/errors.md ignores its failures without a message.
   */
  config: (client: EbsnClient) =>
    queryOptions<ApplicationConfig, EbsnError | NetworkError>({
      queryKey: appKeys.config(),
      queryFn: ({ signal }) => client.app.config({ signal }),
      meta: { silent: true },
    }),

  /**
   * The latest version of the app for a platform (docs/requirements/app-shell.md). Not retried: the next tick of
   * the version check asks again, and its failures are swallowed (docs/requirements/errors.md, `meta.silent`).
   */
  version: (client: EbsnClient, platform: CarrelloPlatform, currentVersion: string) =>
    queryOptions<VersionInfo, EbsnError | NetworkError>({
      queryKey: appKeys.version(platform, currentVersion),
      queryFn: ({ signal }) =>
        client.app.version({ platform, version: currentVersion }, { signal }),
      retry: false,
      meta: { silent: true },
    }),
};
