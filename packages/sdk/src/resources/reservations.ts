import type { RequestOptions, Transport } from '../transport';
import type { DataOf, QueryOf } from './types';

/** Parking and locker reservations of an order. */
export function reservationsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Reserves the pick-up of a signed-in user's order (e.g. "I'm on my way", with the distance).
     * @example await client.reservations.reserve({ order_id: 501, distance: 2, reservation_info: 'AB123CD' });
     */
    reserve: (
      query: QueryOf<'/ebsn/api/order-reservation/reserve', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order-reservation/reserve', 'post'>> =>
      unwrap(api.POST('/ebsn/api/order-reservation/reserve', { params: { query }, ...options })),

    /**
     * Reserves the pick-up of an order through its access token, without signing in.
     * @example await client.reservations.reserveWithToken({ order_id: 501, distance: 2, reservation_info: 'AB123CD', access_token: 'a1b2c3' });
     */
    reserveWithToken: (
      query: QueryOf<'/ebsn/api/token-order/reserve', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/token-order/reserve', 'post'>> =>
      unwrap(api.POST('/ebsn/api/token-order/reserve', { params: { query }, ...options })),
  };
}
