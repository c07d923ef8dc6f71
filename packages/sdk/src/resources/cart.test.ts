import { describeResource } from '../testing/resource-cases';

describeResource('cart', [
  {
    call: (client) => client.cart.view({ show_sectors: false }),
    query: { show_sectors: 'false' },
    data: { cartId: 12, totalItems: 0, cartItems: [] },
  },
  {
    call: (client) => client.cart.addProduct({ items: [{ productId: 1001, quantity: 2 }] }),
    json: { items: [{ productId: 1001, quantity: 2 }] },
  },
  {
    call: (client) => client.cart.updateProduct({ items: [{ itemId: 7, quantity: 3 }] }),
    json: { items: [{ itemId: 7, quantity: 3 }] },
  },
  {
    call: (client) => client.cart.removeProduct({ items: [{ itemId: 7 }] }),
    json: { items: [{ itemId: 7 }] },
  },
  {
    call: (client) => client.cart.empty(),
  },
  {
    call: (client) => client.cart.setCartInfo({ property: 'need_invoice', value: 'true' }),
    form: { property: 'need_invoice', value: 'true' },
  },
  {
    call: (client) =>
      client.cart.setCartItemInfo({ name: 'accept_alternatives', value: 'true', items: [7, 8] }),
    json: { name: 'accept_alternatives', value: 'true', items: [7, 8] },
  },
  {
    call: (client) => client.cart.setAddress({ delivery_service_id: 2, address_id: 15 }),
    form: { delivery_service_id: '2', address_id: '15' },
  },
  {
    call: (client) => client.cart.setTimeslot({ date: '2026-11-24', timeslot_id: 3 }),
    form: { date: '2026-11-24', timeslot_id: '3' },
  },
  {
    call: (client) => client.cart.lock(),
  },
  {
    call: (client) => client.cart.unlock(),
  },
  {
    call: (client) => client.cart.buy({ payment_type_id: 12, payment_auth_id: 4 }),
    form: { payment_type_id: '12', payment_auth_id: '4' },
    data: { orderId: 501, paymentUrl: 'https://pay.example.it/p', paymentParameters: { a: '1' } },
  },
  {
    call: (client) => client.cart.preBilledAmount({ payment_type_id: 12 }),
    query: { payment_type_id: '12' },
  },
]);
