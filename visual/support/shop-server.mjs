// Starts the reference server for the pages' pictures: the built storefront and the API on one
// port, on a fresh embedded database seeded with the fixed demo data, at the fixed instant of
// clock.mjs. Playwright's webServer runs it and stops it; the data folder goes with it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const serverDir = join(root, 'packages/server');
const port = process.env.VISUAL_SHOP_PORT ?? '6108';
const dist = resolve(root, process.env.VISUAL_STOREFRONT_DIST ?? 'examples/storefront/dist');

for (const [path, build] of [
  [join(serverDir, 'dist/main.js'), 'pnpm --filter @carrello/server build'],
  [join(dist, 'index.html'), 'pnpm --filter @carrello/storefront build'],
]) {
  if (!existsSync(path)) {
    process.stderr.write(`${path} is missing: run \`${build}\` (or \`pnpm build\`) first.\n`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'carrello-visual-'));
const server = spawn(
  process.execPath,
  ['--import', join(here, 'fixed-clock.mjs'), 'dist/main.js'],
  {
    cwd: serverDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      STOREFRONT_DIST: dist,
      CARRELLO_DATA_DIR: dataDir,
      // The fixed demo data: the seed's numbers and the catalogue's size never change.
      CARRELLO_SEED: '1',
      CARRELLO_SEED_PRODUCTS: '600',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      // The simulated payment provider's test controls (a declined payment's page).
      CARRELLO_DEV_TOOLS: '1',
    },
  },
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  const done = () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  if (server.exitCode !== null) return done();
  server.once('exit', done);
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
}
server.once('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));
// A test runner stopped without its clean-up leaves no server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 1000).unref();
