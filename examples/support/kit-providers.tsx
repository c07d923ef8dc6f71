// The kit's providers in the example apps (examples/next-app and examples/rr7-app import them by
// relative path), with the notices the hooks send.
import { useState, type ReactNode } from 'react';
import { CarrelloProvider, createCarrelloQueryClient, type CarrelloNotice } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';
import { styled } from 'styled-components';

const List = styled.ul`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  left: ${({ theme }) => theme.space[4]}px;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
  li {
    max-width: 420px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.body};
    pointer-events: auto;
  }
  li[data-type='error'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/** The last messages of the hooks (errors of the cart, infos of the server), read out politely. */
function Notices({ notices }: { notices: readonly CarrelloNotice[] }) {
  return (
    <List role="status" aria-live="polite">
      {notices.map((notice, index) => (
        <li key={index} data-type={notice.type}>
          {notice.message}
        </li>
      ))}
    </List>
  );
}

/** Props of {@link KitProviders}. */
export interface KitProvidersProps {
  /**
   * The EBSN client's origin during the server render. In the browser the client calls the app's
   * own origin (`/ebsn/api` is forwarded to the backend, so the session cookie is first party).
   */
  serverBaseUrl: string;
  children: ReactNode;
}

/**
 * The kit's providers, made once per request on the server and once per tab in the browser: the
 * EBSN client, TanStack Query's client, the theme and the notices the hooks send.
 */
export function KitProviders({ serverBaseUrl, children }: KitProvidersProps) {
  const [client] = useState(() =>
    createEbsnClient({ baseUrl: typeof window === 'undefined' ? serverBaseUrl : '' }),
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
