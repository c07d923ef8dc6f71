import { queryHook } from '../query-hook';
import { categoryQueries } from './catalogue-queries';

/**
 * The category tree, for the left drawer and the masonry menu (docs/requirements/app-shell.md).
 * @example
 * const { data } = useCategoryTree({ filtered: true });
 * data?.categories.map((category) => <MenuItem key={category.categoryId} category={category} />);
 */
export const useCategoryTree = queryHook(categoryQueries.tree);
