import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Province, city and street lookups for address forms (`/ebsn/api/geo/...`). */
export function geoResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the provinces of a country, optionally only those with home delivery.
     * @example const { results } = await client.geo.provinces({ country_id: 1, home_delivery_only: true });
     */
    provinces: (
      query: QueryOf<'/ebsn/api/geo/province-list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/geo/province-list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/geo/province-list', { params: { query }, ...options })),

    /**
     * Lists the cities of a province whose name matches the filter.
     * @example const { results } = await client.geo.cities({ province_id: 15, filter: 'Mil' });
     */
    cities: (
      query: QueryOf<'/ebsn/api/geo/city-list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/geo/city-list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/geo/city-list', { params: { query }, ...options })),

    /**
     * Lists the streets of a city whose name matches the filter (more than 3 characters), with postal codes.
     * @example const { results } = await client.geo.streets({ city_id: 146, filter: 'Via Roma' });
     */
    streets: (
      query: QueryOf<'/ebsn/api/geo/address-list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/geo/address-list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/geo/address-list', { params: { query }, ...options })),
  };
}
