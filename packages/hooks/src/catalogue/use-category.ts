import { queryHook } from '../query-hook';
import { categoryQueries } from './catalogue-queries';

/**
 * One category by slug: the category page's title, children, blocks and metadata.
 * @example
 * const { data: category } = useCategory('dispensa/conserve-di-pomodoro');
 */
export const useCategory = queryHook(categoryQueries.detail);
