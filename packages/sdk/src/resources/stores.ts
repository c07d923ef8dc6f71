import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** The store locator (`/ebsn/api/warehouse-locator/...`). */
export function storesResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the stores, optionally of one region or province.
     * @example const { warehouses } = await client.stores.search({ province: 'MI' });
     */
    search: endpoint.getWithOptionalQuery('/ebsn/api/warehouse-locator/search'),

    /**
     * Loads one store by slug, with address, phone and opening hours.
     * @example const store = await client.stores.get({ slug: 'milano-centro' });
     */
    get: endpoint.getWithQuery('/ebsn/api/warehouse-locator/view'),
  };
}
