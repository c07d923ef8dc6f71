import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Application config and version check (`/ebsn/api/app/...`). */
export function appResource({ api, unwrap }: Transport) {
  return {
    /**
     * Loads the application config: header and footer navigation and category blocks.
     * @example const { templateNavItems } = await client.app.config();
     */
    config: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/app/config', 'get'>> =>
      unwrap(api.GET('/ebsn/api/app/config', { ...options })),

    /**
     * Loads the latest version of an app, to tell whether an update is due.
     * @example const { lastVersion } = await client.app.version({ platform: 'android', version: '1.4.0' });
     */
    version: (
      query: QueryOf<'/ebsn/api/app/version', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/app/version', 'get'>> =>
      unwrap(api.GET('/ebsn/api/app/version', { params: { query }, ...options })),
  };
}
