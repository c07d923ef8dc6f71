import { Link } from 'react-router';
import { categoryQueries } from '@carrello/hooks';
import { Badge } from '@carrello/ui';
import { QueryClient } from '@tanstack/react-query';

import { serverClient } from '../lib/api.server';
import type { Route } from './+types/home';

/** The top categories, read on the server with the kit's query factory. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const { categories } = await queryClient.fetchQuery(categoryQueries.tree(serverClient(request)));
  return {
    categories: categories.map(({ categoryId, name, slug }) => ({ categoryId, name, slug })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Reparti · Carrello' }];

/** The home page: each top category, a link to its page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
      <h1>
        Reparti <Badge>{loaderData.categories.length}</Badge>
      </h1>
      <ul>
        {loaderData.categories.map((category) => (
          <li key={category.categoryId}>
            <Link to={`/category/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
