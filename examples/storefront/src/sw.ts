import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The storefront's service worker, built by vite-plugin-pwa (`vite.pwa.ts`):
 * - precaches the shell's hashed scripts and styles, the icons, the manifest and the offline
 *   page, and serves them from the cache;
 * - asks the network for every page (the server renders them, with the shopper's data) and
 *   shows the Italian offline page when the network does not answer: pages are never cached;
 * - leaves the EBSN API alone: its answers carry personal data and are never cached;
 * - waits, once installed, until the page tells it to take over (the update dialog's confirm).
 */

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What this worker uses of its global scope (the page's DOM types have no worker scope). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  /** A deployment can name its build; the page reads it to know which worker serves it. */
  __CARRELLO_BUILD__?: string;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: {
      data: unknown;
      ports: readonly MessagePort[];
      source: { postMessage(message: unknown): void } | null;
    }) => void,
  ): void;
}

declare const self: WorkerScope;

/** The offline page, precached at install. */
const OFFLINE_PAGE = '/offline.html';

/** Addresses the worker never answers: the API, the server's own pages, development tools. */
const NOT_THE_STOREFRONT = [/^\/ebsn\//, /^\/media\//, /^\/dev\//, /^\/docs/, /^\/sso/, /^\/pay/];

// The first worker controls the page that installed it at once (offline from the first visit);
// a later one activates only through the update dialog, and the page reloads then.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: NOT_THE_STOREFRONT },
  ),
);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | null;
  // The update dialog's confirm: the page reloads once this worker controls it.
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'GET_BUILD')
    event.ports[0]?.postMessage({ build: self.__CARRELLO_BUILD__ ?? 'initial' });
});
