/**
 * The page's side of the service worker (`src/sw.ts`): registration after the page
 * has loaded, and the web's "update" of the update dialog: the new worker takes over and the
 * page reloads into it. A new worker never takes over by itself.
 */

import { whenIdle } from './when-idle';

/** Where the build puts the worker (vite.pwa.ts). */
const WORKER_URL = '/sw.js';

/** How long the update waits for a new worker to install before reloading anyway. */
const INSTALL_TIMEOUT_MS = 10_000;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers the worker once the page has loaded and the browser is idle, in production builds
 * served over http(s) (not the dev server, not a native shell's `capacitor://` page): its
 * install (the precache of the shell's files) does not compete with the page starting. Returns
 * a cancel function, as an effect's cleanup wants.
 */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !supported()) return () => undefined;
  if (!/^https?:$/.test(window.location.protocol)) return () => undefined;
  let cancelIdle = () => {};
  const register = () => {
    cancelIdle = whenIdle(() => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .catch(() => {
          // No worker (private mode, a policy): the storefront works online as before.
        });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    window.removeEventListener('load', register);
    cancelIdle();
  };
}

function waitForInstalled(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve, reject) => {
    if (worker.state === 'installed' || worker.state === 'activated') return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The new service worker failed'));
    });
  });
}

function timeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The update dialog's confirm on the web: looks for the new version's worker, lets it take over
 * (`SKIP_WAITING`) and reloads once it controls the page. Without a worker, or when none is
 * newer, the page simply reloads from the server.
 */
export async function applyWebUpdate(): Promise<void> {
  const reload = () => window.location.reload();
  if (!supported()) return reload();
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return reload();
  try {
    await registration.update();
  } catch {
    // Offline or the script failed: reload anyway, the server answers when it can.
  }
  const fresh = registration.installing ?? registration.waiting;
  if (!fresh) return reload();
  await Promise.race([waitForInstalled(fresh).catch(() => {}), timeout(INSTALL_TIMEOUT_MS)]);
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
