'use client';

import { useRouter } from 'next/navigation';

// examples/support/category-view.tsx: shared with examples/rr7-app; a chain copies it with this app.
import { CategoryView as SharedCategoryView } from '../../support/category-view';

/** Props of {@link CategoryView}. */
export interface CategoryViewProps {
  /** The category's slug, as in the URL. */
  slug: string;
  /** The text searched in the category (`?q=`), or `''`. */
  query: string;
}

/**
 * The category page's interactive part (a Client Component): the search box, the product grid
 * and the cart summary, searching through Next's router. Its first render uses what the Server
 * Component put in the query cache, so the server's HTML and the browser's first render are the
 * same.
 */
export function CategoryView({ slug, query }: CategoryViewProps) {
  const router = useRouter();
  return <SharedCategoryView slug={slug} query={query} navigate={(path) => router.push(path)} />;
}
