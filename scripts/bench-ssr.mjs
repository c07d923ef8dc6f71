// `pnpm bench:ssr` (issue 16): server rendering of the storefront's home, a category, a product
// and a search, each for BENCH_SECONDS (5) with 10 connections, cold (right after the server
// starts: fresh JIT, the API's caches empty), warm (the same pages again) and render (warm, but
// each request a new address, which the page cache cannot answer), printing req/s and
// p50/p95/p99 per page and the bytes of an answer. Requests ask for the page as a browser does
// (`Accept-Encoding: br, gzip`; BENCH_ENCODING changes it, `identity` for none). It starts the
// reference server (`dist/main.js` when built and BENCH_SERVER is not `source`, else its
// sources) on a free port with a fresh data folder and the storefront's build
// (`examples/storefront/dist` with `dist/server`: `pnpm --filter @carrello/storefront build`, or
// BENCH_STOREFRONT_DIST),
// or measures a running one given by BENCH_URL. A benchmark, not a test: it exits 1 only when an
// answer was not a 200.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverDir = join(root, 'packages/server');
const storefrontDist = process.env.BENCH_STOREFRONT_DIST ?? join(root, 'examples/storefront/dist');
const autocannon = createRequire(join(serverDir, 'package.json'))('autocannon');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENCODING = process.env.BENCH_ENCODING ?? 'br, gzip';

if (!process.env.BENCH_URL && !existsSync(join(storefrontDist, 'server/entry-server.js'))) {
  console.error(
    'No server build of the storefront: run `pnpm --filter @carrello/storefront build`.',
  );
  process.exit(2);
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

// A fresh data folder is seeded at start: minutes on a busy machine.
async function waitFor(url, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000)) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer ${url}`);
}

let child;
let dataDir;
let base = process.env.BENCH_URL;
if (!base) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'carrello-bench-ssr-'));
  const built =
    process.env.BENCH_SERVER !== 'source' && existsSync(join(serverDir, 'dist/main.js'));
  const args = built
    ? ['dist/main.js']
    : ['--conditions=@carrello/source', '--import', 'tsx', 'src/main.ts'];
  child = spawn(process.execPath, args, {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CARRELLO_DATA_DIR: dataDir,
      STOREFRONT_DIST: storefrontDist,
    },
  });
  base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/ebsn/api/category?filtered=false`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

// The pages: a department and a product taken from the catalogue the server has.
const tree = await (await fetch(`${base}/ebsn/api/category?filtered=false`)).json();
const department = tree.data.categories[0].slug;
const list = await (
  await fetch(
    `${base}/ebsn/api/products?parent_category_id=${tree.data.categories[0].categoryId}&page_size=1`,
  )
).json();
const product = list.data.products[0].slug;
const pages = [
  ['home', '/'],
  ['category', `/${department}`],
  ['product', `/product/${product}`],
  ['search', '/search?q=latte'],
];

function percentile(sorted, fraction) {
  // No answer within the run (a page slower than the run itself): nothing to read.
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** One autocannon run; the latencies of every answer are kept to read exact percentiles. */
function run(path, unique) {
  let count = 0;
  return new Promise((done, fail) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { accept: 'text/html', 'accept-encoding': ENCODING },
        // Each request its own address (an extra query parameter): every page is rendered.
        // autocannon applies `setupRequest` only to the entries of `requests`.
        ...(unique && {
          requests: [
            {
              setupRequest: (request) => {
                count += 1;
                return {
                  ...request,
                  path: `${path}${path.includes('?') ? '&' : '?'}bench=${count}`,
                };
              },
            },
          ],
        }),
      },
      (error, result) =>
        error ? fail(error) : done({ result, times: times.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

let failed = false;
const rows = [];
// cold: right after the start; warm: the same pages again (the server's page cache answers);
// render: warm, each request a new address, so each is rendered (the API answers are shared).
for (const phase of ['cold', 'warm', 'render']) {
  for (const [name, path] of pages) {
    const { result, times } = await run(path, phase === 'render');
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) failed = true;
    rows.push({
      phase,
      page: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': Number(percentile(times, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(times, 0.99).toFixed(1)),
      'kB/answer': Number((result.throughput.total / Math.max(1, times.length) / 1000).toFixed(1)),
      answers: times.length,
      errors: bad,
    });
  }
}
console.log(
  `Server rendering, ${CONNECTIONS} connections, ${SECONDS} s per page, Accept-Encoding: ${ENCODING} (${base})`,
);
console.table(rows);

// The server's graceful stop waits for its open connections: not needed here.
child?.kill('SIGKILL');
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
