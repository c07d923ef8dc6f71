import { data, useNavigate } from 'react-router';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';

// examples/support/category-*: shared with examples/next-app; a chain copies them with this app.
import { prefetchCategoryPage } from '../../../support/category-prefetch';
import { CategoryView } from '../../../support/category-view';
import { serverClient } from '../lib/api.server';
import type { Route } from './+types/category';

/**
 * The category page's data, on the server: the category, its first page of products (or of a
 * search in it), the session and, for a signed-in shopper, the cart, read with the kit's query
 * factories and handed to the page as TanStack Query's dehydrated cache. The hooks below read
 * that cache, so the server's HTML and the browser's first render are the same.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const client = serverClient(request);
  // One QueryClient per request: never share cached data between shoppers.
  const queryClient = new QueryClient();
  const category = await prefetchCategoryPage(queryClient, client, {
    slug: params.slug,
    query,
    notFound: () => {
      throw data('Reparto non trovato', { status: 404 });
    },
  });
  return { name: category.name, query, state: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page ? `${page.name} · Carrello` : 'Carrello' },
];

/**
 * A category page: the loader's cache, then the kit's hooks and components (the search box, the
 * product grid and the cart summary), searching through the router.
 */
export default function CategoryPage({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <HydrationBoundary state={loaderData.state}>
      <CategoryView
        slug={params.slug}
        query={loaderData.query}
        navigate={(path) => void navigate(path)}
      />
    </HydrationBoundary>
  );
}
