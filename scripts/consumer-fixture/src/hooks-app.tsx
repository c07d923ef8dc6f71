// A component reading the catalogue through @carrello/hooks, rendered on the server with
// prefetched data and hydrated in jsdom by the consumer check.
import type { ReactNode } from 'react';
import { CarrelloProvider, categoryQueries, useCategoryTree, useProducts } from '@carrello/hooks';
import type { EbsnClient } from '@carrello/sdk';
import type { QueryClient } from '@tanstack/react-query';

export function CategoryList() {
  const { data, isPending } = useCategoryTree();
  if (isPending) return <p>Caricamento…</p>;
  return (
    <ul>
      {data?.categories.map((category) => (
        <li key={category.categoryId}>{category.name}</li>
      ))}
    </ul>
  );
}

/** Products are not prefetched: the client fetches them after hydration. */
export function FirstProducts() {
  const { data } = useProducts({ page_size: 3 });
  const products = data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <ol data-testid="products">
      {products.map((product) => (
        <li key={product.productId}>{product.name}</li>
      ))}
    </ol>
  );
}

export function HooksApp({
  client,
  queryClient,
  children,
}: {
  client: EbsnClient;
  queryClient: QueryClient;
  children?: ReactNode;
}) {
  return (
    <CarrelloProvider client={client} queryClient={queryClient}>
      <CategoryList />
      <FirstProducts />
      {children}
    </CarrelloProvider>
  );
}

export const prefetch = (client: EbsnClient, queryClient: QueryClient) =>
  queryClient.ensureQueryData(categoryQueries.tree(client));
