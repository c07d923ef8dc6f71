import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { request } from '@playwright/test';

import { ACCOUNTS } from './accounts';
import { AUTH_DIR } from './auth-dir';

const storefrontDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = resolve(storefrontDir, '../..');
const serverDir = join(repositoryRoot, 'packages/server');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The reference server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The reference server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the reference server for the suite: a fresh PGlite data folder and a free port, serving
 * the built storefront and the API on one origin. It builds the storefront only when
 * `examples/storefront/dist` is missing (the root `pnpm test` builds it first), and runs the
 * server's `dist/main.js`, or its sources through tsx when the server is not built or
 * `CARRELLO_E2E_SERVER=source`.
 */
export default async function globalSetup() {
  // CARRELLO_E2E_DIST builds and serves the storefront from another folder, so that several
  // checkouts of the suite can run side by side without overwriting one another's build.
  const dist = resolve(storefrontDir, process.env.CARRELLO_E2E_DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: storefrontDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The storefront build failed');
    // The server build (pages rendered on the server) goes inside it, where the server looks.
    const serverBuild = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--config', 'vite.server.config.ts'],
      {
        cwd: storefrontDir,
        stdio: 'inherit',
        env: { ...process.env, CARRELLO_SSR_OUT_DIR: join(dist, 'server') },
      },
    );
    if (serverBuild.status !== 0) throw new Error('The storefront server build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'carrello-e2e-'));
  // CARRELLO_E2E_SERVER=source runs the server's sources (handy while its dist is stale).
  const built =
    process.env.CARRELLO_E2E_SERVER !== 'source' && existsSync(join(serverDir, 'dist/main.js'));
  const args = built
    ? ['dist/main.js']
    : ['--conditions=@carrello/source', '--import', 'tsx', 'src/main.ts'];
  const server = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_DIST: dist,
      CARRELLO_DATA_DIR: dataDir,
      // The provider page and its return links use this origin, so the session cookie follows.
      PUBLIC_URL: `http://localhost:${port}`,
      CARRELLO_SEED_PRODUCTS: process.env.CARRELLO_SEED_PRODUCTS ?? '600',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      // The payment specs use the simulated provider's test controls (declined payment).
      CARRELLO_DEV_TOOLS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  try {
    // Seeding a fresh data folder takes minutes on a busy machine: CARRELLO_E2E_START_MS.
    const startMs = Number(process.env.CARRELLO_E2E_START_MS ?? 120_000);
    await waitForServer(`http://127.0.0.1:${port}/ebsn/api/auth/test`, server, startMs);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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
    await new Promise<void>((done) => {
      if (server.exitCode !== null) return done();
      server.once('exit', () => done());
      server.kill('SIGTERM');
      setTimeout(() => {
        server.kill('SIGKILL');
        done();
      }, 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(authDir, { recursive: true, force: true });
  };
}
