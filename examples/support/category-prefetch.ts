import type { QueryClient } from '@tanstack/react-query';
import { cartQueries, categoryQueries, productQueries, sessionQueries } from '@carrello/hooks';
import { isEbsnError, type Category, type EbsnClient } from '@carrello/sdk';

import { categoryProductParams } from './category-params';

/**
 * Reads a category page's data on the server into `queryClient` with the kit's query factories:
 * the category, its first page of products (or of a search in it), the session and, for a
 * signed-in shopper, the cart. A category the server does not know calls `notFound`, the
 * framework's own way to answer 404 (Next's `notFound()`, a thrown React Router `data()`).
 * Shared by the Server Component (examples/next-app) and the loader (examples/rr7-app).
 */
export async function prefetchCategoryPage(
  queryClient: QueryClient,
  client: EbsnClient,
  { slug, query, notFound }: { slug: string; query: string; notFound: () => never },
): Promise<Category> {
  const category = await queryClient
    .fetchQuery(categoryQueries.detail(client, slug))
    .catch((error: unknown) => {
      if (isEbsnError(error) && error.httpStatus === 404) notFound();
      throw error;
    });
  const [session] = await Promise.all([
    queryClient.fetchQuery(sessionQueries.current(client)),
    queryClient.prefetchInfiniteQuery(
      productQueries.infiniteList(client, categoryProductParams(category.categoryId, query)),
    ),
  ]);
  if (session.user && session.user.userId > 0) {
    await queryClient.prefetchQuery(cartQueries.detail(client));
  }
  return category;
}
