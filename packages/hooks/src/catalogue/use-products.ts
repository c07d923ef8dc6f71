import {
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';

import type { EbsnError, NetworkError, ProductList } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import type { ProductListParams } from './catalogue-keys';
import { productQueries } from './catalogue-queries';

/**
 * A product list read page by page (category pages, search results): `fetchNextPage` reads the
 * next page until `page.selPage` reaches `page.totPages`. `firstPage` starts the list further on
 * (a `?page=N` address).
 * @example
 * const { data, hasNextPage, fetchNextPage } = useProducts({ parent_category_id: 310, page_size: 24 });
 * const products = data?.pages.flatMap((page) => page.products) ?? [];
 */
export function useProducts(
  params: ProductListParams = {},
  firstPage = 1,
): UseInfiniteQueryResult<InfiniteData<ProductList, number>, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useInfiniteQuery(productQueries.infiniteList(client, params, firstPage));
}
