import { queryHook } from '../query-hook';
import { productQueries } from './catalogue-queries';

/**
 * One product by id.
 * @example
 * const { data: product } = useProductById(100231);
 */
export const useProductById = queryHook(productQueries.detailById);
