import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';

// examples/support/kit-providers.tsx: shared with examples/next-app; a chain copies it with this app.
import { KitProviders } from '../../support/kit-providers';
import type { Route } from './+types/root';

/** The document: React Router renders it on the server and hydrates it in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={{ margin: 0 }}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Carrello · React Router' }];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The kit's providers, made once per request on the server and once per tab in the browser: the
 * EBSN client (this app's own origin in the browser, where `/ebsn/api` is forwarded to the
 * backend), TanStack Query's client, the theme and the notices the hooks send.
 */
export default function App() {
  return (
    // On the server the loaders fetched everything already: this client is never called there.
    <KitProviders serverBaseUrl="http://localhost">
      <Outlet />
    </KitProviders>
  );
}

/** A route that failed: its status and an Italian sentence, in the same document. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <h1>{notFound ? 'Pagina non trovata' : 'Qualcosa è andato storto'}</h1>
      <p>
        {notFound
          ? 'La pagina che cerchi non esiste o è stata spostata.'
          : 'Riprova tra qualche istante.'}
      </p>
      <a href="/">Torna alla home</a>
    </main>
  );
}
