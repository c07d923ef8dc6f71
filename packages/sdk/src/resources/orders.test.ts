import { describeResource } from '../testing/resource-cases';

describeResource('orders', [
  {
    call: (client) => client.orders.list({ page: 1, page_size: 10 }),
    query: { page: '1', page_size: '10' },
    data: { orders: [{ orderId: 501 }], page: { selPage: 1, totPages: 1 } },
  },
  {
    call: (client) => client.orders.list(),
  },
  {
    call: (client) => client.orders.get({ order_id: 501 }),
    query: { order_id: '501' },
    data: { orderId: 501, orderStatusId: 3 },
  },
  {
    call: (client) => client.orders.cancel({ order_id: 501 }),
    form: { order_id: '501' },
  },
  {
    call: (client) => client.orders.edit({ order_id: 501 }),
    form: { order_id: '501' },
  },
  {
    call: (client) => client.orders.addToCart({ order_id: 501 }),
    form: { order_id: '501' },
  },
  {
    call: (client) => client.orders.reserveTime({ reserveTime: 30 }),
    query: { reserveTime: '30' },
  },
  {
    call: (client) => client.orders.anonList({ access_token: 'a1b2c3' }),
    query: { access_token: 'a1b2c3' },
  },
  {
    call: (client) => client.orders.anonGet({ order_id: 501, access_token: 'a1b2c3' }),
    query: { order_id: '501', access_token: 'a1b2c3' },
  },
  {
    call: (client) =>
      client.orders.anonRequestAccess({ e_mail: 'mario.rossi@example.it', order_id: 501 }),
    form: { e_mail: 'mario.rossi@example.it', order_id: '501' },
  },
]);
