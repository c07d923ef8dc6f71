import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Orders, anonymous (token) orders and order actions (`/ebsn/api/order/...`). */
export function ordersResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the user's orders, a page at a time.
     * @example const { orders, page } = await client.orders.list({ page: 1, page_size: 10 });
     */
    list: endpoint.getWithOptionalQuery('/ebsn/api/order/list'),

    /**
     * Loads one order with its items, time slot and shipping address.
     * @example const order = await client.orders.get({ order_id: 501 });
     */
    get: endpoint.getWithQuery('/ebsn/api/order/view'),

    /**
     * Cancels an order; answers the cancelled order.
     * @example const order = await client.orders.cancel({ order_id: 501 });
     */
    cancel: endpoint.postForm('/ebsn/api/order/delete'),

    /**
     * Reopens an order into the cart to change it; answers the cart.
     * @example const cart = await client.orders.edit({ order_id: 501 });
     */
    edit: endpoint.postForm('/ebsn/api/order/edit'),

    /**
     * Adds the products of a past order to the cart ("buy again"); answers the cart.
     * @example const cart = await client.orders.addToCart({ order_id: 501 });
     */
    addToCart: endpoint.postForm('/ebsn/api/order/add-to-cart'),

    /**
     * Extends the reservation time of the order being edited.
     * @example await client.orders.reserveTime({ reserveTime: 30 });
     */
    reserveTime: endpoint.postWithQuery('/ebsn/api/order/reserve-time'),

    /**
     * Lists the orders an access token (from the e-mailed link) opens, without signing in.
     * @example const { orders } = await client.orders.anonList({ access_token: 'a1b2c3' });
     */
    anonList: endpoint.getWithQuery('/ebsn/api/token-order/list'),

    /**
     * Loads one order through an access token, without signing in.
     * @example const order = await client.orders.anonGet({ order_id: 501, access_token: 'a1b2c3' });
     */
    anonGet: endpoint.getWithQuery('/ebsn/api/token-order/view'),

    /**
     * Sends the access link of an order to the e-mail address it was placed with.
     * @example await client.orders.anonRequestAccess({ e_mail: 'mario.rossi@example.it', order_id: 501 });
     */
    anonRequestAccess: endpoint.postForm('/ebsn/api/token-order/request-access'),
  };
}
