import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { EbsnError, NetworkError, ProductDetail } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { productQueries } from './catalogue-queries';

/**
 * One product by id.
 * @example
 * const { data: product } = useProductById(100231);
 */
export function useProductById(
  productId: number,
): UseQueryResult<ProductDetail, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery(productQueries.detailById(client, productId));
}
