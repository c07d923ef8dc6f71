import { describeResource } from '../testing/resource-cases';

describeResource('reservations', [
  {
    call: (client) =>
      client.reservations.reserve({ order_id: 501, distance: 2, reservation_info: 'AB123CD' }),
    query: { order_id: '501', distance: '2', reservation_info: 'AB123CD' },
  },
  {
    call: (client) =>
      client.reservations.reserveWithToken({
        order_id: 501,
        distance: 2,
        reservation_info: 'AB123CD',
        access_token: 'a1b2c3',
      }),
    query: { order_id: '501', distance: '2', reservation_info: 'AB123CD', access_token: 'a1b2c3' },
  },
]);
