import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { Providers } from '../src/providers';
import { StyledComponentsRegistry } from '../src/styled-components-registry';

export const metadata: Metadata = {
  title: 'Carrello · Next.js',
  description: 'A category page of the Carrello kit, rendered on the server by Next.js.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The root layout (a Server Component): the registry outside, the kit's providers inside. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="it">
      <body style={{ margin: 0 }}>
        <StyledComponentsRegistry>
          <Providers>{children}</Providers>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
