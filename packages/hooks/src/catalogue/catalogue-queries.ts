import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';

import type {
  Category,
  EbsnClient,
  EbsnError,
  NetworkError,
  ProductDetail,
  ProductList,
} from '@carrello/sdk';

import {
  categoryKeys,
  productKeys,
  type CategoryParams,
  type ProductListParams,
} from './catalogue-keys';

type QueryError = EbsnError | NetworkError;

/** The category tree as `category.tree` answers it. */
export type CategoryTree = { categories: Category[] };

/** The products usually supplied in place of one, as `products.alternatives` answers them. */
export type ProductAlternatives = Awaited<ReturnType<EbsnClient['products']['alternatives']>>;

/**
 * Query option factories of categories, shared by hooks and route loaders.
 * @example await queryClient.ensureQueryData(categoryQueries.detail(client, 'dispensa'));
 */
export const categoryQueries = {
  /** The category tree (left drawer and masonry menu). */
  tree: (client: EbsnClient, params: CategoryParams = {}) =>
    queryOptions<CategoryTree, QueryError>({
      queryKey: categoryKeys.tree(params),
      queryFn: ({ signal }) => client.category.tree(params, { signal }),
    }),

  /** One category by slug (`dispensa/conserve-di-pomodoro`, `fast-search-popup`, ...). */
  detail: (client: EbsnClient, slug: string, params: CategoryParams = {}) =>
    queryOptions<Category, QueryError>({
      queryKey: categoryKeys.detail(slug, params),
      queryFn: ({ signal }) => client.category.getBySlug(slug, params, { signal }),
    }),
};

/** The next page to read after `lastPage`, or `undefined` on the last one (pages are 1-based). */
function nextPage(lastPage: ProductList): number | undefined {
  const page = lastPage.page as ProductList['page'] | undefined;
  if (!page) return undefined;
  return page.selPage < page.totPages ? page.selPage + 1 : undefined;
}

/**
 * Query option factories of products, shared by hooks and route loaders.
 * @example await queryClient.ensureQueryData(productQueries.detail(client, 'latte-intero-1-l'));
 */
export const productQueries = {
  /**
   * A product list read page by page (category pages, search results), from `firstPage` on (an
   * address `?page=3` starts at the API's page 3).
   */
  infiniteList: (client: EbsnClient, params: ProductListParams = {}, firstPage = 1) =>
    infiniteQueryOptions<
      ProductList,
      QueryError,
      InfiniteData<ProductList, number>,
      ReturnType<typeof productKeys.infiniteList>,
      number
    >({
      queryKey: productKeys.infiniteList(params, firstPage),
      queryFn: ({ pageParam, signal }) =>
        client.products.list({ ...params, page: pageParam }, { signal }),
      initialPageParam: Math.max(1, Math.trunc(firstPage) || 1),
      getNextPageParam: nextPage,
    }),

  /** One product by slug (`/product/:productSlug`). */
  detail: (client: EbsnClient, slug: string) =>
    queryOptions<ProductDetail, QueryError>({
      queryKey: productKeys.detail(slug),
      queryFn: ({ signal }) => client.products.getBySlug(slug, { signal }),
    }),

  /** One product by id. */
  detailById: (client: EbsnClient, productId: number) =>
    queryOptions<ProductDetail, QueryError>({
      queryKey: productKeys.detailById(productId),
      queryFn: ({ signal }) => client.products.get(productId, { signal }),
    }),

  /** The products usually supplied in place of one (alternatives dialog). */
  alternatives: (client: EbsnClient, productId: number) =>
    queryOptions<ProductAlternatives, QueryError>({
      queryKey: productKeys.alternatives(productId),
      queryFn: ({ signal }) => client.products.alternatives(productId, { signal }),
    }),
};
