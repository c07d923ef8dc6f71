import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { productQueries, type ProductAlternatives } from './catalogue-queries';

/** Options of {@link useProductAlternatives}. */
export interface UseProductAlternativesOptions {
  /**
   * Whether to read the alternatives now, e.g. only while the alternatives dialog is open.
   * @default true
   */
  enabled?: boolean;
}

/**
 * The products usually supplied in place of one ("Solitamente sostituito con:", docs/requirements/app-shell.md).
 * @example
 * const { data } = useProductAlternatives(product.productId, { enabled: open });
 * data?.products.map((alternative) => <Slide key={alternative.productId} product={alternative} />);
 */
export function useProductAlternatives(
  productId: number,
  options: UseProductAlternativesOptions = {},
): UseQueryResult<ProductAlternatives, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery({
    ...productQueries.alternatives(client, productId),
    enabled: options.enabled ?? true,
  });
}
