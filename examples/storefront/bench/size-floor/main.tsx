// The floor of the home route's first-load budget: the libraries the
// storefront must hydrate with, each used once, and nothing of the storefront. `pnpm bench:web`
// builds it as the storefront is built (same minifier) and prints its gzip size next to the home
// route's first load: what is left of the 140 kB for the storefront's own first screen.
import {
  QueryClient,
  QueryClientProvider,
  hydrate,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Link, RouterProvider, createBrowserRouter, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';

declare global {
  interface Window {
    __FLOOR_STATE__?: DehydratedState;
  }
}

interface FloorPaths {
  '/floor': {
    get: { responses: { 200: { content: { 'application/json': { count: number } } } } };
  };
}

const api = createClient<FloorPaths>({ baseUrl: '/ebsn/api' });
const queryClient = new QueryClient();
hydrate(queryClient, window.__FLOOR_STATE__ ?? {});

const Title = styled.h1`
  font-size: 1.5rem;
  color: ${({ color }) => color ?? 'inherit'};
`;

function Home() {
  const greeting = useLoaderData<string>();
  const { data } = useQuery({
    queryKey: ['floor'],
    queryFn: async () => (await api.GET('/floor')).data?.count ?? 0,
  });
  return (
    <main>
      <Title>{greeting}</Title>
      <p>{data}</p>
      <Link to="/altro">Altro</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Home, loader: () => 'Carrello' },
  { path: '/altro', lazy: () => import('./other-route') },
]);

startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
});
