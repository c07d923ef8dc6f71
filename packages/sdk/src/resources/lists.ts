import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** Shopping lists (`/ebsn/api/wishlist/...`). */
export function listsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the user's shopping lists.
     * @example const { lists } = await client.lists.list();
     */
    list: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/wishlist/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/wishlist/list', { ...options })),

    /**
     * Loads one shopping list with its items.
     * @example const list = await client.lists.get({ list_id: 3 });
     */
    get: (
      query: QueryOf<'/ebsn/api/wishlist/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/wishlist/view', { params: { query }, ...options })),

    /**
     * Creates a shopping list.
     * @example const list = await client.lists.create({ name: 'Spesa settimanale' });
     */
    create: (
      body: FormBodyOf<'/ebsn/api/wishlist/create', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/create', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/create', { body, ...formBody(options) })),

    /**
     * Renames a shopping list.
     * @example await client.lists.rename({ list_id: 3, name: 'Grigliata' });
     */
    rename: (
      body: FormBodyOf<'/ebsn/api/wishlist/rename', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/rename', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/rename', { body, ...formBody(options) })),

    /**
     * Deletes a shopping list; answers the remaining ones.
     * @example const { lists } = await client.lists.delete({ list_id: 3 });
     */
    delete: (
      body: FormBodyOf<'/ebsn/api/wishlist/delete', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/delete', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/delete', { body, ...formBody(options) })),

    /**
     * Adds products to a shopping list; answers the list.
     * @example await client.lists.addProduct({ listId: 3, items: [{ productId: 1001, quantity: 1 }] });
     */
    addProduct: (
      body: JsonBodyOf<'/ebsn/api/wishlist/add-product', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/add-product', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/add-product', { body, ...options })),

    /**
     * Removes items from a shopping list; answers the list.
     * @example await client.lists.removeProduct({ listId: 3, items: [{ itemId: 9 }] });
     */
    removeProduct: (
      body: JsonBodyOf<'/ebsn/api/wishlist/remove-product', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/remove-product', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/remove-product', { body, ...options })),

    /**
     * Adds every product of a shopping list to the cart; answers the cart.
     * @example const cart = await client.lists.addToCart({ list_id: 3 });
     */
    addToCart: (
      body: FormBodyOf<'/ebsn/api/wishlist/add-to-cart', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/wishlist/add-to-cart', 'post'>> =>
      unwrap(api.POST('/ebsn/api/wishlist/add-to-cart', { body, ...formBody(options) })),
  };
}
