import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { EbsnError, NetworkError, ProductDetail } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { productQueries } from './catalogue-queries';

/**
 * One product by slug, for the product page (`/product/:productSlug`).
 * @example
 * const { data: product } = useProduct('pomodori-pelati-cirio-400-g');
 */
export function useProduct(slug: string): UseQueryResult<ProductDetail, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery(productQueries.detail(client, slug));
}
