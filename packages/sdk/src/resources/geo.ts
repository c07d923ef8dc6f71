import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Province, city and street lookups for address forms (`/ebsn/api/geo/...`). */
export function geoResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the provinces of a country, optionally only those with home delivery.
     * @example const { results } = await client.geo.provinces({ country_id: 1, home_delivery_only: true });
     */
    provinces: endpoint.getWithQuery('/ebsn/api/geo/province-list'),

    /**
     * Lists the cities of a province whose name matches the filter.
     * @example const { results } = await client.geo.cities({ province_id: 15, filter: 'Mil' });
     */
    cities: endpoint.getWithQuery('/ebsn/api/geo/city-list'),

    /**
     * Lists the streets of a city whose name matches the filter (more than 3 characters), with postal codes.
     * @example const { results } = await client.geo.streets({ city_id: 146, filter: 'Via Roma' });
     */
    streets: endpoint.getWithQuery('/ebsn/api/geo/address-list'),
  };
}
