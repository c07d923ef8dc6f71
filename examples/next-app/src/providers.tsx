'use client';

import { useState, type ReactNode } from 'react';
import { CarrelloProvider, createCarrelloQueryClient, type CarrelloNotice } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { Notices } from './notices';

/**
 * The kit's providers, made once per request on the server and once per tab in the browser: the
 * EBSN client, TanStack Query's client, the theme and the Italian messages.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createEbsnClient({
      // In the browser the API is this app's own origin (/ebsn/api is proxied by a route
      // handler, so the session cookie is first party). During the server render of client
      // components nothing is fetched (the Server Component prefetched it), but the client still
      // needs an absolute origin: the backend's.
      baseUrl:
        typeof window === 'undefined' ? (process.env.EBSN_API_URL ?? 'http://localhost:8080') : '',
    }),
  );
  const [queryClient] = useState(() => createCarrelloQueryClient());
  const [notices, setNotices] = useState<CarrelloNotice[]>([]);
  return (
    <CarrelloProvider
      client={client}
      queryClient={queryClient}
      onNotify={(notice) => setNotices((current) => [...current.slice(-2), notice])}
    >
      <ThemeProvider>
        {children}
        <Notices notices={notices} />
      </ThemeProvider>
    </CarrelloProvider>
  );
}
