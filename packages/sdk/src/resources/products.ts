import type { RequestOptions, Transport } from '../transport';
import { endpoints } from './endpoints';
import type { DataOf, QueryOf } from './types';

type ProductsQuery = QueryOf<'/ebsn/api/products', 'get'>;
type ProductsData = DataOf<'/ebsn/api/products', 'get'>;
/** A product list page: `products` and `page` (and `facets` when the server sends them). */
export type ProductList = Extract<ProductsData, { products: unknown }>;
/** One product, as product detail returns it. */
export type ProductDetail = DataOf<'/ebsn/api/products/{productId}', 'get'>;

/** Product lists, search, detail, barcode lookup, suggestions and alternatives. */
export function productsResource(transport: Transport) {
  const { api, unwrap } = transport;
  const endpoint = endpoints(transport);
  const list = async (
    query: ProductsQuery = {},
    options?: RequestOptions,
  ): Promise<ProductsData> => {
    const data = await unwrap(api.GET('/ebsn/api/products', { params: { query }, ...options }));
    return data;
  };
  const asList = (data: ProductsData): ProductList =>
    'products' in data ? data : ({ products: [data], page: undefined } as unknown as ProductList);

  return {
    /**
     * Lists products with any filter of the contract (category, brand, promo, paging, scoping).
     * @example const { products, page } = await client.products.list({ parent_category_id: 12, page: 1, page_size: 24 });
     */
    list: async (
      query: Omit<ProductsQuery, 'slug'> = {},
      options?: RequestOptions,
    ): Promise<ProductList> => asList(await list(query, options)),

    /**
     * Full-text search (Italian stemming on the reference server) with optional filters.
     * @example const { products } = await client.products.search('pomodori pelati', { parent_vendor_id: 3 });
     */
    search: async (
      q: string,
      query: Omit<ProductsQuery, 'q' | 'slug'> = {},
      options?: RequestOptions,
    ): Promise<ProductList> => asList(await list({ ...query, q }, options)),

    /**
     * Loads one product by slug (`/product/:productSlug`).
     * @example const product = await client.products.getBySlug('latte-intero-1-l');
     */
    getBySlug: async (slug: string, options?: RequestOptions): Promise<ProductDetail> => {
      const data = await list({ slug }, options);
      // The platform answers either the product itself or a one-item list.
      if ('products' in data) {
        const first = data.products[0];
        if (!first) throw new TypeError(`No product with slug "${slug}".`);
        return first;
      }
      return data;
    },

    /**
     * Looks products up by EAN barcode (scanner, `/search?barcode=`).
     * @example const { products } = await client.products.getByBarcode('8001234567897');
     */
    getByBarcode: async (
      barcode: string,
      query: Omit<ProductsQuery, 'barcode' | 'slug'> = {},
      options?: RequestOptions,
    ): Promise<ProductList> => asList(await list({ ...query, barcode }, options)),

    /**
     * Loads one product by id.
     * @example const product = await client.products.get(1001);
     */
    get: (
      productId: number,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/products/{productId}', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/products/{productId}', { params: { path: { productId } }, ...options }),
      ),

    /**
     * Lists the products usually supplied in place of this one (alternatives dialog).
     * @example const { products } = await client.products.alternatives(1001);
     */
    alternatives: (
      productId: number,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/products/{productId}/alternatives', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/products/{productId}/alternatives', {
          params: { path: { productId } },
          ...options,
        }),
      ),

    /**
     * Suggestions for the search box: terms, categories (with images) and brands.
     * @example const { suggestions } = await client.products.suggest({ q: 'pomo' });
     */
    suggest: endpoint.getWithQuery('/ebsn/api/suggestion/search'),
  };
}
