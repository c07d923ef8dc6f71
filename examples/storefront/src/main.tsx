// The brand's typeface, self-hosted from npm (font-src 'self'): the theme names Inter first, and
// every shopper sees it, not whichever sans-serif their system has. Only the weights the theme
// uses; a browser fetches a file when a page first shows text in it.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';

import { App, createAppParts } from './app/app';
import { createRoutes } from './app/router';
import { makeZodJitless } from './app/zod-jitless';
import { captureCardPaymentParams } from './payments/card-payment-params';
import { readQueryState } from './server/page-state';

// The server's Content-Security-Policy allows no eval: zod validates without compiling parsers
// (it would otherwise probe with `new Function`, which the policy blocks and reports). Set
// without importing zod, which loads with the routes whose forms validate.
makeZodJitless();

// Before anything else: the card page's client secret leaves the address bar (docs/requirements/app-shell.md).
captureCardPaymentParams();

/**
 * Loads the page modules of the routes the server rendered before hydrating: the first client
 * render must be the server's markup, not the router's empty state while a route module loads.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Gives the main thread back to the browser (a paint, a tap) between the steps of start-up, so
 * that none of them adds to another in one long task.
 */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement) {
  const parts = createAppParts();
  const routes = createRoutes({ client: parts.client, queryClient: parts.queryClient });
  // Reading the server's query state (JSON) is a task of its own, not one with the modules'.
  if (root.firstChild) await yieldToMain();
  const queryState = readQueryState(document);
  if (queryState && root.firstChild) {
    // Server-rendered page: the same data, the same route modules, then hydration.
    await yieldToMain();
    hydrate(parts.queryClient, queryState);
    await loadMatchedRoutes(routes);
    await yieldToMain();
    const router = createBrowserRouter(routes);
    await yieldToMain();
    // From here React handles what the shopper does (index.html's script kept it until now).
    document.documentElement.setAttribute('data-app-hydrating', '');
    // In a transition, React hydrates in slices and yields to the browser between them (a
    // shopper's tap is handled in the middle of hydration, not after it).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App parts={parts} router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App parts={parts} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
