import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Shopping lists (`/ebsn/api/wishlist/...`). */
export function listsResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the user's shopping lists.
     * @example const { lists } = await client.lists.list();
     */
    list: endpoint.get('/ebsn/api/wishlist/list'),

    /**
     * Loads one shopping list with its items.
     * @example const list = await client.lists.get({ list_id: 3 });
     */
    get: endpoint.getWithQuery('/ebsn/api/wishlist/view'),

    /**
     * Creates a shopping list.
     * @example const list = await client.lists.create({ name: 'Spesa settimanale' });
     */
    create: endpoint.postForm('/ebsn/api/wishlist/create'),

    /**
     * Renames a shopping list.
     * @example await client.lists.rename({ list_id: 3, name: 'Grigliata' });
     */
    rename: endpoint.postForm('/ebsn/api/wishlist/rename'),

    /**
     * Deletes a shopping list; answers the remaining ones.
     * @example const { lists } = await client.lists.delete({ list_id: 3 });
     */
    delete: endpoint.postForm('/ebsn/api/wishlist/delete'),

    /**
     * Adds products to a shopping list; answers the list.
     * @example await client.lists.addProduct({ listId: 3, items: [{ productId: 1001, quantity: 1 }] });
     */
    addProduct: endpoint.postJson('/ebsn/api/wishlist/add-product'),

    /**
     * Removes items from a shopping list; answers the list.
     * @example await client.lists.removeProduct({ listId: 3, items: [{ itemId: 9 }] });
     */
    removeProduct: endpoint.postJson('/ebsn/api/wishlist/remove-product'),

    /**
     * Adds every product of a shopping list to the cart; answers the cart.
     * @example const cart = await client.lists.addToCart({ list_id: 3 });
     */
    addToCart: endpoint.postForm('/ebsn/api/wishlist/add-to-cart'),
  };
}
