import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const storefrontDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = resolve(storefrontDir, '../../packages/server');

/** The build settings of a storefront that pays and saves cards with Stripe (a test key). */
export const STRIPE_BUILD_ENV = {
  VITE_PAYMENT_PROVIDER: 'stripe',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_carrelloE2e',
};

/** A reference server serving the Stripe build of the storefront. */
export interface StripeStorefront {
  url: string;
  close: () => Promise<void>;
}

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
      throw new Error(`The Stripe storefront's server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The Stripe storefront's server did not answer ${url} within ${timeoutMs} ms`);
}

function build(dist: string): void {
  const env = { ...process.env, ...STRIPE_BUILD_ENV };
  const client = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: storefrontDir,
    stdio: 'inherit',
    env,
  });
  if (client.status !== 0) throw new Error('The Stripe build of the storefront failed');
  // The pages rendered on the server read the same settings, or hydration would differ.
  const server = spawnSync('pnpm', ['exec', 'vite', 'build', '--config', 'vite.server.config.ts'], {
    cwd: storefrontDir,
    stdio: 'inherit',
    env: { ...env, CARRELLO_SSR_OUT_DIR: join(dist, 'server') },
  });
  if (server.status !== 0) throw new Error('The Stripe server build of the storefront failed');
}

/**
 * Builds the storefront for Stripe (once: next to the suite's build, `<CARRELLO_E2E_DIST or
 * dist>-stripe`) and starts a reference server of its own for it, on a free port with a fresh
 * data folder and the development tools (the Stripe card-saving simulation). The payment
 * provider is chosen at build time, so the suite's server cannot serve this build.
 */
export async function startStripeStorefront(): Promise<StripeStorefront> {
  const dist = resolve(storefrontDir, `${process.env.CARRELLO_E2E_DIST ?? 'dist'}-stripe`);
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'server'))) build(dist);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'carrello-e2e-stripe-'));
  const built =
    process.env.CARRELLO_E2E_SERVER !== 'source' && existsSync(join(serverDir, 'dist/main.js'));
  const server = spawn(
    process.execPath,
    built ? ['dist/main.js'] : ['--conditions=@carrello/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STOREFRONT_DIST: dist,
        CARRELLO_DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        // Saving a card needs no catalogue: a small seed starts sooner.
        CARRELLO_SEED_PRODUCTS: '40',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        NODE_ENV: 'test',
        CARRELLO_DEV_TOOLS: '1',
        // The policy of a Stripe storefront: Stripe.js (here the fake, at its real address).
        CARRELLO_CARD_PROVIDER: 'stripe',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const close = async () => {
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
  };
  try {
    const startMs = Number(process.env.CARRELLO_E2E_START_MS ?? 120_000);
    await waitForServer(`http://127.0.0.1:${port}/ebsn/api/auth/test`, server, startMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://localhost:${port}`, close };
}
