import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import {
  categoryKeys,
  categoryQueries,
  useCarrelloClient,
  type CategoryTree,
} from '@carrello/hooks';
import type { EbsnClient } from '@carrello/sdk';

/** One department or category on the way down to a category (docs/requirements/app-shell.md, the breadcrumbs). */
interface TrailStep {
  categoryId: number;
  name: string;
  slug: string;
}

/** The path of categories from the department down to the one with `match`, in the tree. */
function categoryPath<T extends { categories?: T[] }>(
  nodes: readonly T[] | undefined,
  match: (node: T) => boolean,
): T[] {
  for (const node of nodes ?? []) {
    if (match(node)) return [node];
    const below = categoryPath(node.categories, match);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The departments and categories from the top of the tree down to `categoryId`, itself last. */
export function trailOf(tree: CategoryTree, categoryId: number): TrailStep[] {
  return categoryPath(tree.categories, (node) => node.categoryId === categoryId).map(
    ({ categoryId: id, name, slug }) => ({ categoryId: id, name, slug }),
  );
}

/**
 * The trail of a category, read from the category tree. A page needs a few names of the tree, not
 * the tree (≈38 kB of JSON): the server puts the trail in the page it renders
 * ({@link setCategoryTrail}), so the browser neither receives the tree in the page's state nor
 * fetches it once the page is live (and renders the page again when it arrives). Opened in the
 * browser, the trail reads the tree through its own query, kept for the category menu.
 */
const categoryTrailQuery = (client: EbsnClient, categoryId: number) =>
  // The client is the provider's, one per app: the kit's keys leave it out too.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...categoryKeys.all, 'trail', categoryId] as const,
    queryFn: async ({ client: queryClient }) =>
      trailOf(await queryClient.fetchQuery(categoryQueries.tree(client)), categoryId),
  });

/** On the server: the trail of `categoryId` into the page's query state, the tree left out. */
export async function setCategoryTrail(
  client: EbsnClient,
  queryClient: QueryClient,
  categoryId: number,
): Promise<void> {
  const tree = await client.category.tree();
  queryClient.setQueryData(
    categoryTrailQuery(client, categoryId).queryKey,
    trailOf(tree, categoryId),
  );
}

/** The trail of a category, or of none while `categoryId` is `undefined`. */
export function useCategoryTrail(categoryId: number | undefined) {
  const client = useCarrelloClient();
  return useQuery({
    ...categoryTrailQuery(client, categoryId ?? 0),
    enabled: categoryId !== undefined,
  });
}

/**
 * The departments (the tree's first level), for the home page's "Reparti": read from the tree,
 * put in the page by the server without the tree ({@link setDepartments}), as the trail is.
 */
export const departmentsQuery = (client: EbsnClient) =>
  // The client is the provider's, one per app: the kit's keys leave it out too.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...categoryKeys.all, 'departments'] as const,
    queryFn: async ({ client: queryClient }) =>
      departmentsOf(await queryClient.fetchQuery(categoryQueries.tree(client))),
  });

function departmentsOf(tree: CategoryTree): TrailStep[] {
  return tree.categories.map(({ categoryId, name, slug }) => ({ categoryId, name, slug }));
}

/** On the server: the departments into the page's query state, the tree left out. */
export async function setDepartments(client: EbsnClient, queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(
    departmentsQuery(client).queryKey,
    departmentsOf(await client.category.tree()),
  );
}

/** The departments, for the home page. */
export function useDepartments() {
  const client = useCarrelloClient();
  return useQuery(departmentsQuery(client));
}
