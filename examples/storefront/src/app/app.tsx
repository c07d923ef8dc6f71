import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';

import { CarrelloProvider, createCarrelloQueryClient, detectPlatform } from '@carrello/hooks';
import { createEbsnClient, type EbsnClient, type EbsnClientOptions } from '@carrello/sdk';
import { ThemeProvider, ToastProvider, useToast } from '@carrello/ui';

import { pushToDataLayer } from './analytics';
import { markAppReady } from './app-ready';
import { brand } from './brand';
import { CurrentRouter } from './current-router';
import { createNoticeBus, NoticeBusContext, type NoticeBus } from './notices';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* A focused control is never under the sticky top bar. Once the page runs, the TopBar of the
       kit keeps scroll-padding-top at its measured height; before that (and without JavaScript)
       the usual height of the bar holds. No scroll-padding-bottom here: the one fixed thing at
       the bottom, the to-top button of the Footer, shows only once the page runs and has been
       scrolled, and the Footer keeps room for it (scroll-padding-bottom) while it shows. */
    scroll-padding-top: 108px;
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* Containers focused by script (tabindex -1: menus, dialogs, main) are not controls. */
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible,
  textarea:focus-visible, [tabindex]:not([tabindex='-1']):focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

/** Shows the bus's notices as toasts (docs/requirements/errors.md: global error, warning and success events). */
function ToastBridge({ notices }: { notices: NoticeBus }) {
  const toast = useToast();
  useEffect(
    () => notices.subscribe(({ type, message }) => toast.show({ title: message, type })),
    [notices, toast],
  );
  return null;
}

/** The storefront's data router in a browser. */
type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The clients of one storefront page: made once per browser tab, or once per server render. */
interface AppParts {
  notices: NoticeBus;
  client: EbsnClient;
  queryClient: QueryClient;
}

/**
 * The page's clients. In a browser the API is the page's own origin (the dev server proxies
 * /ebsn/api, the reference server serves both); the server render passes its own origin, fetch
 * and the shopper's cookie.
 */
export function createAppParts(options: Partial<EbsnClientOptions> = {}): AppParts {
  const notices = createNoticeBus();
  const client = createEbsnClient({
    // The native app (capacitor.config.ts) calls the chain's backend; the web, its own origin.
    baseUrl: import.meta.env.VITE_EBSN_API_URL ?? '',
    ...options,
    onInfos: notices.emitInfos,
  });
  const queryClient = createCarrelloQueryClient();
  return { notices, client, queryClient };
}

/** Theme, global styles, toasts, data layer and the kit's clients around the router. */
export function AppProviders({ parts, children }: { parts: AppParts; children: ReactNode }) {
  const { notices, client, queryClient } = parts;
  return (
    <ThemeProvider theme={brand.theme} messages={brand.messages}>
      <GlobalStyle />
      <ToastProvider>
        <ToastBridge notices={notices} />
        <NoticeBusContext.Provider value={notices}>
          <CarrelloProvider
            client={client}
            queryClient={queryClient}
            onNotify={notices.emit}
            analytics={pushToDataLayer}
            platform={detectPlatform()}
          >
            {children}
          </CarrelloProvider>
        </NoticeBusContext.Provider>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** The storefront in a browser: the providers and the data router. */
export function App({ parts, router }: { parts: AppParts; router: DataRouter }) {
  // Once the app is live (hydrated or rendered, with the parts hydrated apart), the page says
  // so: `<html data-app-ready>`, the signal that controls respond, for monitoring and for the
  // end-to-end suite. index.html's script then gives the app what the shopper typed before, and
  // sends a form they sent.
  useEffect(markAppReady, []);
  return (
    <AppProviders parts={parts}>
      <CurrentRouter.Provider value={router}>
        <RouterProvider router={router} />
      </CurrentRouter.Provider>
    </AppProviders>
  );
}
