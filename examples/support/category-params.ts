import type { ProductListParams } from '@carrello/hooks';

/** How many products a page of the grid shows. */
const PAGE_SIZE = 24;

/**
 * The product filters of a category page: the category's products, or the results of a search
 * in it. Shared by the server code that prefetches them (a Server Component, a loader) and the
 * view that reads them, so both use the same query key. It lives outside any 'use client' module
 * on purpose: a Server Component can render a client module's exports but never call them.
 */
export function categoryProductParams(categoryId: number, query: string): ProductListParams {
  return query
    ? { parent_category_id: categoryId, q: query, page_size: PAGE_SIZE }
    : { parent_category_id: categoryId, page_size: PAGE_SIZE };
}
