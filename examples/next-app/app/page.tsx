import Link from 'next/link';
import { categoryQueries } from '@carrello/hooks';
import { QueryClient } from '@tanstack/react-query';

import { createServerClient } from '../src/server-client';

// Rendered per request: `next build` never calls the backend.
export const dynamic = 'force-dynamic';

/** The home page (a Server Component): the top categories, each a link to its page. */
export default async function HomePage() {
  const client = await createServerClient();
  const queryClient = new QueryClient();
  const { categories } = await queryClient.fetchQuery(categoryQueries.tree(client));
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
      <h1>Reparti</h1>
      <ul>
        {categories.map((category) => (
          <li key={category.categoryId}>
            <Link href={`/category/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
