import { queryHook } from '../query-hook';
import { storeQueries } from './content-queries';

/**
 * The stores of the store locator, optionally of one region or province (`data.warehouses`).
 * @example const { data } = useStores({ province: 'MI' });
 */
export const useStores = queryHook(storeQueries.list);

/**
 * One store by slug, with address, phone and opening hours.
 * @example const { data: store } = useStore('milano-porta-romana');
 */
export const useStore = queryHook(storeQueries.detail);
