import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';

// examples/support/category-prefetch.ts: shared with examples/rr7-app; a chain copies it with this app.
import { prefetchCategoryPage } from '../../../../support/category-prefetch';
import { CategoryView } from '../../../src/category-view';
import { createServerClient } from '../../../src/server-client';

// Rendered per request (it reads the shopper's cookies anyway): `next build` never calls the backend.
export const dynamic = 'force-dynamic';

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const { slug } = await params;
  const client = await createServerClient();
  try {
    const category = await client.category.getBySlug(slug);
    return { title: `${category.name} · Carrello` };
  } catch {
    return { title: 'Carrello' };
  }
}

/**
 * A category page (a Server Component): it reads the category, its first page of products, the
 * session and, for a signed-in shopper, the cart with the kit's query factories, and hands them
 * to the client components through TanStack Query's dehydrated cache.
 */
export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const [{ slug }, { q }] = await Promise.all([params, searchParams]);
  const query = typeof q === 'string' ? q.trim() : '';
  const client = await createServerClient();
  // One QueryClient per request: never share cached data between shoppers.
  const queryClient = new QueryClient();

  await prefetchCategoryPage(queryClient, client, { slug, query, notFound });

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CategoryView slug={slug} query={query} />
    </HydrationBoundary>
  );
}
