import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { request } from '@playwright/test';

import { ACCOUNTS } from './accounts';
import { AUTH_DIR } from './auth-dir';
import { buildStorefrontOnce, startReferenceServer, storefrontDir } from './reference-server';

/**
 * Starts the reference server for the suite (e2e/reference-server.ts): a fresh PGlite data
 * folder and a free port, serving the built storefront and the API on one origin. It builds the
 * storefront only when `examples/storefront/dist` is missing (the root `pnpm test` builds it
 * first).
 */
export default async function globalSetup() {
  // CARRELLO_E2E_DIST builds and serves the storefront from another folder, so that several
  // checkouts of the suite can run side by side without overwriting one another's build.
  const dist = resolve(storefrontDir, process.env.CARRELLO_E2E_DIST ?? 'dist');
  buildStorefrontOnce(dist);
  const server = await startReferenceServer({
    dist,
    products: Number(process.env.CARRELLO_SEED_PRODUCTS ?? 600),
  });
  const url = server.url;
  process.env.STOREFRONT_URL = url;

  // One sign-in per demo account for the whole suite: the server limits sign-ins per client
  // address, so the tests reuse these sessions (storage states) instead of signing in each time.
  const authDir = AUTH_DIR;
  rmSync(authDir, { recursive: true, force: true });
  mkdirSync(authDir, { recursive: true });
  for (const [name, account] of Object.entries(ACCOUNTS)) {
    const context = await request.newContext({ baseURL: url });
    const response = await context.post('/ebsn/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { login: account.login, password: account.password, remember_me: 'true' },
    });
    if (!response.ok()) throw new Error(`Sign-in of ${account.login} failed: ${response.status()}`);
    await context.storageState({ path: join(authDir, `${name}.json`) });
    await context.dispose();
  }

  return async () => {
    await server.close();
    rmSync(authDir, { recursive: true, force: true });
  };
}
