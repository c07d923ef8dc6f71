import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** The shopper's cart and every cart mutation, lock and buy (`/ebsn/api/cart/...`). */
export function cartResource({ api, unwrap }: Transport) {
  return {
    /**
     * Loads the cart.
     * @example const cart = await client.cart.view();
     */
    view: (
      query: QueryOf<'/ebsn/api/cart/view', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/cart/view', { params: { query }, ...options })),

    /**
     * Adds products to the cart; answers the whole cart.
     * @example const cart = await client.cart.addProduct({ items: [{ productId: 1001, quantity: 2 }] });
     */
    addProduct: (
      body: JsonBodyOf<'/ebsn/api/cart/add-product', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/add-product', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/add-product', { body, ...options })),

    /**
     * Changes the quantity (or weight) of cart items; items with `editable: false` are refused.
     * @example await client.cart.updateProduct({ items: [{ itemId: 7, quantity: 3 }] });
     */
    updateProduct: (
      body: JsonBodyOf<'/ebsn/api/cart/update-product', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/update-product', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/update-product', { body, ...options })),

    /**
     * Removes cart items.
     * @example await client.cart.removeProduct({ items: [{ itemId: 7 }] });
     */
    removeProduct: (
      body: JsonBodyOf<'/ebsn/api/cart/remove-product', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/remove-product', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/remove-product', { body, ...options })),

    /**
     * Empties the cart (docs/requirements/cart.md: the subscription plan of a subscription item is deleted too).
     * @example const cart = await client.cart.empty();
     */
    empty: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/cart/empty', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/empty', { ...options })),

    /**
     * Sets one cart info: `need_invoice`, `PERSON_FISCAL_ID` or `order_comment`.
     * @example await client.cart.setCartInfo({ property: 'need_invoice', value: 'true' });
     */
    setCartInfo: (
      body: FormBodyOf<'/ebsn/api/cart/set-cart-info', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/set-cart-info', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/set-cart-info', { body, ...formBody(options) })),

    /**
     * Sets one info (e.g. `accept_alternatives`) on several cart items at once.
     * @example await client.cart.setCartItemInfo({ name: 'accept_alternatives', value: 'true', items: [7, 8] });
     */
    setCartItemInfo: (
      body: JsonBodyOf<'/ebsn/api/cart/set-cart-item-info', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/set-cart-item-info', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/set-cart-item-info', { body, ...options })),

    /**
     * Chooses the delivery service and the address, store or locker of the cart.
     * @example await client.cart.setAddress({ delivery_service_id: 2, address_id: 15 });
     */
    setAddress: (
      body: FormBodyOf<'/ebsn/api/cart/set-address', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/set-address', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/set-address', { body, ...formBody(options) })),

    /**
     * Books a time slot for the cart.
     * @example await client.cart.setTimeslot({ date: '2026-11-24', timeslot_id: 3 });
     */
    setTimeslot: (
      body: FormBodyOf<'/ebsn/api/cart/set-timeslot', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/set-timeslot', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/set-timeslot', { body, ...formBody(options) })),

    /**
     * Locks the cart before buying (docs/requirements/checkout.md step 3).
     * @example await client.cart.lock();
     */
    lock: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/cart/lock', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/lock', { ...options })),

    /**
     * Unlocks a locked cart, e.g. after a failed payment.
     * @example await client.cart.unlock();
     */
    unlock: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/cart/unlock', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/unlock', { ...options })),

    /**
     * Buys the locked cart; answers a payment URL and parameters, or the order id.
     * @example const { paymentUrl, paymentParameters, orderId } = await client.cart.buy({ payment_type_id: 12 });
     */
    buy: (
      body: FormBodyOf<'/ebsn/api/cart/buy', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/buy', 'post'>> =>
      unwrap(api.POST('/ebsn/api/cart/buy', { body, ...formBody(options) })),

    /**
     * The amount pre-billed on the card for the chosen payment type.
     * @example const { preBilledAmount } = await client.cart.preBilledAmount({ payment_type_id: 12 });
     */
    preBilledAmount: (
      query: QueryOf<'/ebsn/api/cart/pre-billed-amount', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/cart/pre-billed-amount', 'get'>> =>
      unwrap(api.GET('/ebsn/api/cart/pre-billed-amount', { params: { query }, ...options })),
  };
}
