import { queryHook } from '../query-hook';
import { productQueries } from './catalogue-queries';

/**
 * One product by slug, for the product page (`/product/:productSlug`).
 * @example
 * const { data: product } = useProduct('pomodori-pelati-cirio-400-g');
 */
export const useProduct = queryHook(productQueries.detail);
