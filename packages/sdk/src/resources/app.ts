import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Application config and version check (`/ebsn/api/app/...`). */
export function appResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Loads the application config: header and footer navigation and category blocks.
     * @example const { templateNavItems } = await client.app.config();
     */
    config: endpoint.get('/ebsn/api/app/config'),

    /**
     * Loads the latest version of an app, to tell whether an update is due.
     * @example const { lastVersion } = await client.app.version({ platform: 'android', version: '1.4.0' });
     */
    version: endpoint.getWithOptionalQuery('/ebsn/api/app/version'),
  };
}
