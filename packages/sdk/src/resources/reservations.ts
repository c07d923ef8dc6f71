import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Parking and locker reservations of an order. */
export function reservationsResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Reserves the pick-up of a signed-in user's order (e.g. "I'm on my way", with the distance).
     * @example await client.reservations.reserve({ order_id: 501, distance: 2, reservation_info: 'AB123CD' });
     */
    reserve: endpoint.postWithQuery('/ebsn/api/order-reservation/reserve'),

    /**
     * Reserves the pick-up of an order through its access token, without signing in.
     * @example await client.reservations.reserveWithToken({ order_id: 501, distance: 2, reservation_info: 'AB123CD', access_token: 'a1b2c3' });
     */
    reserveWithToken: endpoint.postWithQuery('/ebsn/api/token-order/reserve'),
  };
}
