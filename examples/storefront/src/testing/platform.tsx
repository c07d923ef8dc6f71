import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';

import { CarrelloProvider, type CarrelloProviderProps } from '@carrello/hooks';
import { createEbsnClient, type EbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

/** An error of the platform's envelope, on a field of the form or on the whole call. */
export interface PlatformError {
  error: string;
  field?: string;
}

/**
 * The platform behind a real SDK client, faked: every call is answered with an envelope of
 * `data`, refused (status 1) when `errors` are given. `record` reads what each request asked
 * (its address, its form or JSON body; the request itself by default), kept in `sent` in the
 * order of the calls.
 */
export function fakePlatform<T = Request>({
  data = {},
  errors = [],
  record = (request) => request as T,
}: {
  data?: unknown;
  errors?: PlatformError[];
  record?: (request: Request) => T | Promise<T>;
} = {}) {
  const sent: T[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await record(new Request(input, init)));
    const body = {
      response: { status: errors.length > 0 ? 1 : 0, errors, infos: [], warnings: [] },
      data,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { client: createEbsnClient({ baseUrl: 'http://negozio.test', fetch }), sent };
}

/**
 * The storefront's providers around a tree under test: the theme, and the SDK `client` with a
 * query cache of its own that does not retry (a refused call fails the test's query at once).
 */
export function TestProviders({
  client,
  analytics,
  children,
}: {
  client: EbsnClient;
  analytics?: CarrelloProviderProps['analytics'];
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <ThemeProvider>
      <CarrelloProvider client={client} queryClient={queryClient} analytics={analytics}>
        {children}
      </CarrelloProvider>
    </ThemeProvider>
  );
}
