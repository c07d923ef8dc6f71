'use client';

import type { ReactNode } from 'react';

// examples/support/kit-providers.tsx: shared with examples/rr7-app; a chain copies it with this app.
import { KitProviders } from '../../support/kit-providers';

/**
 * The kit's providers, made once per request on the server and once per tab in the browser: the
 * EBSN client, TanStack Query's client, the theme and the Italian messages.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    // During the server render of client components nothing is fetched (the Server Component
    // prefetched it), but the client still needs an absolute origin: the backend's.
    <KitProviders serverBaseUrl={process.env.EBSN_API_URL ?? 'http://localhost:8080'}>
      {children}
    </KitProviders>
  );
}
