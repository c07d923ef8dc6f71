import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Delivery services, the addresses/stores/lockers they serve and time slots. */
export function deliveryResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the delivery services (1 store pick-up, 2 home delivery, 4 locker).
     * @example const { deliveryServices } = await client.delivery.services();
     */
    services: endpoint.get('/ebsn/api/delivery-service/list'),

    /**
     * Lists the addresses of a delivery service: stores for 1, the user's addresses for 2, lockers for 4.
     * @example const { addresses } = await client.delivery.addresses({ delivery_service_id: 1 });
     */
    addresses: endpoint.getWithQuery('/ebsn/api/address/list'),

    /**
     * Lists the bookable days and time slots, for the cart's address or the one given.
     * @example const { days } = await client.delivery.timeslots({ delivery_service_id: 2, address_id: 15 });
     */
    timeslots: endpoint.getWithOptionalQuery('/ebsn/api/timeslot/list'),

    /**
     * Tells whether home delivery covers an address (postal code, optionally city and street).
     * @example const { covered } = await client.delivery.checkAddress({ postalcode: '20121', city: 'Milano' });
     */
    checkAddress: endpoint.getWithQuery('/ebsn/api/user-address/check'),
  };
}
