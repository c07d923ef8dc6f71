import type { QueryOf } from '@carrello/sdk';

import { carrelloKeys } from '../keys';

/** Parameters of a category read besides the slug (`filtered`, `hash`, `store_id`). */
export type CategoryParams = Omit<QueryOf<'/ebsn/api/category', 'get'>, 'slug'>;

/** Filters of a product list (everything `products.list` takes but the page and the slug). */
export type ProductListParams = Omit<QueryOf<'/ebsn/api/products', 'get'>, 'page' | 'slug'>;

/**
 * Root of the catalogue's query keys: categories and products. Sign-out keeps it, single sign-on
 * refresh reloads it (docs/requirements/account.md).
 */
export const catalogueKeys = {
  all: [...carrelloKeys.all, 'catalogue'] as const,
};

/** Query keys of categories: the tree and categories by slug. */
export const categoryKeys = {
  all: [...catalogueKeys.all, 'category'] as const,
  tree: (params: CategoryParams = {}) => [...categoryKeys.all, 'tree', params] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (slug: string, params: CategoryParams = {}) =>
    [...categoryKeys.details(), slug, params] as const,
};

/** Query keys of products: paged lists, details by slug or id, and alternatives. */
export const productKeys = {
  all: [...catalogueKeys.all, 'product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** A list read page by page; `firstPage` past 1 (a `?page=N` address) is part of the key. */
  infiniteList: (params: ProductListParams, firstPage = 1) =>
    firstPage > 1
      ? ([...productKeys.lists(), 'infinite', params, { firstPage }] as const)
      : ([...productKeys.lists(), 'infinite', params] as const),
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), 'slug', slug] as const,
  detailById: (productId: number) => [...productKeys.details(), 'id', productId] as const,
  alternatives: (productId: number) => [...productKeys.all, 'alternatives', productId] as const,
};
