import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import type { CategoryParams } from './catalogue-keys';
import { categoryQueries, type CategoryTree } from './catalogue-queries';

/**
 * The category tree, for the left drawer and the masonry menu (docs/requirements/app-shell.md).
 * @example
 * const { data } = useCategoryTree({ filtered: true });
 * data?.categories.map((category) => <MenuItem key={category.categoryId} category={category} />);
 */
export function useCategoryTree(
  params: CategoryParams = {},
): UseQueryResult<CategoryTree, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery(categoryQueries.tree(client, params));
}
