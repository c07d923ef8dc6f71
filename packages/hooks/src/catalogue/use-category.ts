import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { Category, EbsnError, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import type { CategoryParams } from './catalogue-keys';
import { categoryQueries } from './catalogue-queries';

/**
 * One category by slug: the category page's title, children, blocks and metadata.
 * @example
 * const { data: category } = useCategory('dispensa/conserve-di-pomodoro');
 */
export function useCategory(
  slug: string,
  params: CategoryParams = {},
): UseQueryResult<Category, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery(categoryQueries.detail(client, slug, params));
}
