import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Delivery services, the addresses/stores/lockers they serve and time slots. */
export function deliveryResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the delivery services (1 store pick-up, 2 home delivery, 4 locker).
     * @example const { deliveryServices } = await client.delivery.services();
     */
    services: (
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/delivery-service/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/delivery-service/list', { ...options })),

    /**
     * Lists the addresses of a delivery service: stores for 1, the user's addresses for 2, lockers for 4.
     * @example const { addresses } = await client.delivery.addresses({ delivery_service_id: 1 });
     */
    addresses: (
      query: QueryOf<'/ebsn/api/address/list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/address/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/address/list', { params: { query }, ...options })),

    /**
     * Lists the bookable days and time slots, for the cart's address or the one given.
     * @example const { days } = await client.delivery.timeslots({ delivery_service_id: 2, address_id: 15 });
     */
    timeslots: (
      query: QueryOf<'/ebsn/api/timeslot/list', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/timeslot/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/timeslot/list', { params: { query }, ...options })),

    /**
     * Tells whether home delivery covers an address (postal code, optionally city and street).
     * @example const { covered } = await client.delivery.checkAddress({ postalcode: '20121', city: 'Milano' });
     */
    checkAddress: (
      query: QueryOf<'/ebsn/api/user-address/check', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user-address/check', 'get'>> =>
      unwrap(api.GET('/ebsn/api/user-address/check', { params: { query }, ...options })),
  };
}
