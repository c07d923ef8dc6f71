import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** The shopper's cart and every cart mutation, lock and buy (`/ebsn/api/cart/...`). */
export function cartResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Loads the cart.
     * @example const cart = await client.cart.view();
     */
    view: endpoint.getWithOptionalQuery('/ebsn/api/cart/view'),

    /**
     * Adds products to the cart; answers the whole cart.
     * @example const cart = await client.cart.addProduct({ items: [{ productId: 1001, quantity: 2 }] });
     */
    addProduct: endpoint.postJson('/ebsn/api/cart/add-product'),

    /**
     * Changes the quantity (or weight) of cart items; items with `editable: false` are refused.
     * @example await client.cart.updateProduct({ items: [{ itemId: 7, quantity: 3 }] });
     */
    updateProduct: endpoint.postJson('/ebsn/api/cart/update-product'),

    /**
     * Removes cart items.
     * @example await client.cart.removeProduct({ items: [{ itemId: 7 }] });
     */
    removeProduct: endpoint.postJson('/ebsn/api/cart/remove-product'),

    /**
     * Empties the cart (docs/requirements/cart.md: the subscription plan of a subscription item is deleted too).
     * @example const cart = await client.cart.empty();
     */
    empty: endpoint.post('/ebsn/api/cart/empty'),

    /**
     * Sets one cart info: `need_invoice`, `PERSON_FISCAL_ID` or `order_comment`.
     * @example await client.cart.setCartInfo({ property: 'need_invoice', value: 'true' });
     */
    setCartInfo: endpoint.postForm('/ebsn/api/cart/set-cart-info'),

    /**
     * Sets one info (e.g. `accept_alternatives`) on several cart items at once.
     * @example await client.cart.setCartItemInfo({ name: 'accept_alternatives', value: 'true', items: [7, 8] });
     */
    setCartItemInfo: endpoint.postJson('/ebsn/api/cart/set-cart-item-info'),

    /**
     * Chooses the delivery service and the address, store or locker of the cart.
     * @example await client.cart.setAddress({ delivery_service_id: 2, address_id: 15 });
     */
    setAddress: endpoint.postForm('/ebsn/api/cart/set-address'),

    /**
     * Books a time slot for the cart.
     * @example await client.cart.setTimeslot({ date: '2026-11-24', timeslot_id: 3 });
     */
    setTimeslot: endpoint.postForm('/ebsn/api/cart/set-timeslot'),

    /**
     * Locks the cart before buying (docs/requirements/checkout.md step 3).
     * @example await client.cart.lock();
     */
    lock: endpoint.post('/ebsn/api/cart/lock'),

    /**
     * Unlocks a locked cart, e.g. after a failed payment.
     * @example await client.cart.unlock();
     */
    unlock: endpoint.post('/ebsn/api/cart/unlock'),

    /**
     * Buys the locked cart; answers a payment URL and parameters, or the order id.
     * @example const { paymentUrl, paymentParameters, orderId } = await client.cart.buy({ payment_type_id: 12 });
     */
    buy: endpoint.postForm('/ebsn/api/cart/buy'),

    /**
     * The amount pre-billed on the card for the chosen payment type.
     * @example const { preBilledAmount } = await client.cart.preBilledAmount({ payment_type_id: 12 });
     */
    preBilledAmount: endpoint.getWithQuery('/ebsn/api/cart/pre-billed-amount'),
  };
}
