import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  freePort,
  referenceServerBuilt,
  spawnReferenceServer,
  stopProcess,
} from '../../../scripts/processes.mjs';

export const storefrontDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the storefront into `dist` when it is not there yet: the client, then the pages
 * rendered on the server inside it (`dist/server`, where the server looks), both with `env` (a
 * build setting such as the payment provider must be the same on both sides, or hydration
 * differs).
 */
export function buildStorefrontOnce(
  dist: string,
  env: NodeJS.ProcessEnv = process.env,
  what = 'storefront',
): void {
  if (existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'server'))) return;
  const builds = [
    { args: ['--outDir', dist, '--emptyOutDir'], env },
    {
      args: ['--config', 'vite.server.config.ts'],
      env: { ...env, CARRELLO_SSR_OUT_DIR: join(dist, 'server') },
    },
  ];
  for (const build of builds) {
    const run = spawnSync('pnpm', ['exec', 'vite', 'build', ...build.args], {
      cwd: storefrontDir,
      stdio: 'inherit',
      env: build.env,
    });
    if (run.status !== 0) throw new Error(`The build of the ${what} failed`);
  }
}

async function waitForServer(
  url: string,
  server: ChildProcess,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The ${what} exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The ${what} did not answer ${url} within ${timeoutMs} ms`);
}

/** A reference server the suite started, and how to stop it. */
export interface ReferenceServer {
  /** Its origin, `http://localhost:<port>` (the origin of the session cookie). */
  url: string;
  /** Stops the server (SIGTERM, SIGKILL after 10 s) and removes its data folder. */
  close: () => Promise<void>;
}

/** Options of {@link startReferenceServer}. */
export interface ReferenceServerOptions {
  /** The storefront build it serves. */
  dist: string;
  /** Products of the seed. */
  products: number;
  /** More environment for the server (a provider's policy, say). */
  env?: Record<string, string>;
  /** Its name in errors. @default 'reference server' */
  what?: string;
}

/**
 * Starts the reference server on a free port with a fresh data folder (PGlite), serving the
 * storefront build `dist` and the API on one origin, with the development tools on (the
 * simulated provider's test controls). It runs the server's `dist/main.js`, or its sources
 * through tsx when the server is not built or `CARRELLO_E2E_SERVER=source`. Seeding takes minutes
 * on a busy machine: `CARRELLO_E2E_START_MS` (default 120,000) is how long it may take.
 */
export async function startReferenceServer({
  dist,
  products,
  env = {},
  what = 'reference server',
}: ReferenceServerOptions): Promise<ReferenceServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'carrello-e2e-'));
  const server = spawnReferenceServer({
    port,
    dataDir,
    source: process.env.CARRELLO_E2E_SERVER === 'source' || !referenceServerBuilt(),
    env: {
      STOREFRONT_DIST: dist,
      // The provider page and its return links use this origin, so the session cookie follows.
      PUBLIC_URL: `http://localhost:${port}`,
      CARRELLO_SEED_PRODUCTS: String(products),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      CARRELLO_DEV_TOOLS: '1',
      ...env,
    },
  });
  const close = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const startMs = Number(process.env.CARRELLO_E2E_START_MS ?? 120_000);
    await waitForServer(`http://127.0.0.1:${port}/ebsn/api/auth/test`, server, startMs, what);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://localhost:${port}`, close };
}
