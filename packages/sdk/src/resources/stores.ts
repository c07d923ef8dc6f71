import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** The store locator (`/ebsn/api/warehouse-locator/...`). */
export function storesResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the stores, optionally of one region or province.
     * @example const { warehouses } = await client.stores.search({ province: 'MI' });
     */
    search: (
      query: QueryOf<'/ebsn/api/warehouse-locator/search', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/warehouse-locator/search', 'get'>> =>
      unwrap(api.GET('/ebsn/api/warehouse-locator/search', { params: { query }, ...options })),

    /**
     * Loads one store by slug, with address, phone and opening hours.
     * @example const store = await client.stores.get({ slug: 'milano-centro' });
     */
    get: (
      query: QueryOf<'/ebsn/api/warehouse-locator/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/warehouse-locator/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/warehouse-locator/view', { params: { query }, ...options })),
  };
}
