import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, QueryOf } from './types';

/** Orders, anonymous (token) orders and order actions (`/ebsn/api/order/...`). */
export function ordersResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the user's orders, a page at a time.
     * @example const { orders, page } = await client.orders.list({ page: 1, page_size: 10 });
     */
    list: (
      query: QueryOf<'/ebsn/api/order/list', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/order/list', { params: { query }, ...options })),

    /**
     * Loads one order with its items, time slot and shipping address.
     * @example const order = await client.orders.get({ order_id: 501 });
     */
    get: (
      query: QueryOf<'/ebsn/api/order/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/order/view', { params: { query }, ...options })),

    /**
     * Cancels an order; answers the cancelled order.
     * @example const order = await client.orders.cancel({ order_id: 501 });
     */
    cancel: (
      body: FormBodyOf<'/ebsn/api/order/delete', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/delete', 'post'>> =>
      unwrap(api.POST('/ebsn/api/order/delete', { body, ...formBody(options) })),

    /**
     * Reopens an order into the cart to change it; answers the cart.
     * @example const cart = await client.orders.edit({ order_id: 501 });
     */
    edit: (
      body: FormBodyOf<'/ebsn/api/order/edit', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/edit', 'post'>> =>
      unwrap(api.POST('/ebsn/api/order/edit', { body, ...formBody(options) })),

    /**
     * Adds the products of a past order to the cart ("buy again"); answers the cart.
     * @example const cart = await client.orders.addToCart({ order_id: 501 });
     */
    addToCart: (
      body: FormBodyOf<'/ebsn/api/order/add-to-cart', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/add-to-cart', 'post'>> =>
      unwrap(api.POST('/ebsn/api/order/add-to-cart', { body, ...formBody(options) })),

    /**
     * Extends the reservation time of the order being edited.
     * @example await client.orders.reserveTime({ reserveTime: 30 });
     */
    reserveTime: (
      query: QueryOf<'/ebsn/api/order/reserve-time', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/order/reserve-time', 'post'>> =>
      unwrap(api.POST('/ebsn/api/order/reserve-time', { params: { query }, ...options })),

    /**
     * Lists the orders an access token (from the e-mailed link) opens, without signing in.
     * @example const { orders } = await client.orders.anonList({ access_token: 'a1b2c3' });
     */
    anonList: (
      query: QueryOf<'/ebsn/api/token-order/list', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/token-order/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/token-order/list', { params: { query }, ...options })),

    /**
     * Loads one order through an access token, without signing in.
     * @example const order = await client.orders.anonGet({ order_id: 501, access_token: 'a1b2c3' });
     */
    anonGet: (
      query: QueryOf<'/ebsn/api/token-order/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/token-order/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/token-order/view', { params: { query }, ...options })),

    /**
     * Sends the access link of an order to the e-mail address it was placed with.
     * @example await client.orders.anonRequestAccess({ e_mail: 'mario.rossi@example.it', order_id: 501 });
     */
    anonRequestAccess: (
      body: FormBodyOf<'/ebsn/api/token-order/request-access', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/token-order/request-access', 'post'>> =>
      unwrap(api.POST('/ebsn/api/token-order/request-access', { body, ...formBody(options) })),
  };
}
