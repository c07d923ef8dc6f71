import type { RequestOptions, Transport } from '../transport';
import type { Category } from '../models';
import type { DataOf, QueryOf } from './types';

type CategoryQuery = QueryOf<'/ebsn/api/category', 'get'>;

/** The category tree and categories by slug (`GET /ebsn/api/category`). */
export function categoryResource({ api, unwrap }: Transport) {
  const get = (
    query: CategoryQuery,
    options?: RequestOptions,
  ): Promise<DataOf<'/ebsn/api/category', 'get'>> =>
    unwrap(api.GET('/ebsn/api/category', { params: { query }, ...options }));
  return {
    /**
     * Calls `GET /ebsn/api/category` with any parameters; `data` is the tree without `slug`,
     * one category with it.
     * @example const data = await client.category.get({ filtered: true });
     */
    get,

    /**
     * Loads the category tree.
     * @example const { categories } = await client.category.tree();
     */
    tree: async (
      query: Omit<CategoryQuery, 'slug'> = {},
      options?: RequestOptions,
    ): Promise<{ categories: Category[] }> => {
      const data = await get(query, options);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wire may send null where the contract promises a value.
      return { categories: 'categories' in data && data.categories ? data.categories : [] };
    },

    /**
     * Loads one category by its slug (e.g. `application`, `fast-search-popup`, `frutta-e-verdura`).
     * @example const category = await client.category.getBySlug('fast-search-popup');
     */
    getBySlug: async (
      slug: string,
      query: Omit<CategoryQuery, 'slug'> = {},
      options?: RequestOptions,
    ): Promise<Category> => {
      const data = await get({ ...query, slug }, options);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wire may send null where the contract promises a value.
      if ('category' in data && data.category) return data.category;
      throw new TypeError(`The category answer for "${slug}" has no category.`);
    },
  };
}
