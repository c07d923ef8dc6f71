import { useQuery } from '@tanstack/react-query';

import { useCarrelloClient } from '../provider';
import type { StoresParams } from './content-keys';
import { storeQueries } from './content-queries';

/**
 * The stores of the store locator, optionally of one region or province (`data.warehouses`).
 * @example const { data } = useStores({ province: 'MI' });
 */
export function useStores(params: StoresParams = {}) {
  const client = useCarrelloClient();
  return useQuery(storeQueries.list(client, params));
}

/**
 * One store by slug, with address, phone and opening hours.
 * @example const { data: store } = useStore('milano-porta-romana');
 */
export function useStore(slug: string) {
  const client = useCarrelloClient();
  return useQuery(storeQueries.detail(client, slug));
}
