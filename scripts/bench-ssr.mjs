// `pnpm bench:ssr`: server rendering of the storefront as shops receive it. The main table is
// the render phase: every request a page the server has not rendered before in the run (distinct
// products and categories from the sitemaps, searches of the catalogue's words, with sorts and
// pages 1 to 3; the home page under a new address each time), next to the trivial `/healthz`
// route measured in the same run. A second table holds the cache hits (the same four pages over
// and over), apart. Each target runs for BENCH_SECONDS (5) with BENCH_CONNECTIONS (10);
// requests ask for the page as a browser does (`Accept-Encoding: br, gzip`; BENCH_ENCODING
// changes it, `identity` for none). It starts the reference server (`dist/main.js` when built and
// BENCH_SERVER is not `source`, else its sources) on a free port with a fresh data folder and the
// storefront's build (`examples/storefront/dist` with `dist/server`, or BENCH_STOREFRONT_DIST),
// or measures a running one given by BENCH_URL. A benchmark, not a test: it exits 1 only when an
// answer was not a 200.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, spawnReferenceServer } from './processes.mjs';

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
  child = spawnReferenceServer({
    port,
    dataDir,
    source: !built,
    env: { LOG_LEVEL: 'warn', STOREFRONT_DIST: storefrontDist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/ebsn/api/category?filtered=false`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

// The addresses a crawler walks: every category and product of the sitemaps.
async function sitemapPaths(path) {
  const xml = await (await fetch(`${base}${path}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
const index = await sitemapPaths('/sitemap.xml');
const categoryPaths = await sitemapPaths('/sitemaps/categories.xml');
const productPaths = (
  await Promise.all(index.filter((path) => path.includes('/products-')).map(sitemapPaths))
).flat();
// What shoppers type: the words of the product names (slugs), each searched once per order.
const words = [
  ...new Set(
    productPaths.flatMap((path) =>
      path
        .split('/')
        .at(-1)
        .split('-')
        .filter((word) => /^[a-z]{4,}$/.test(word)),
    ),
  ),
].sort();
const SORTS = ['', 'price_asc', 'price_desc', 'name'];
const PAGES = [1, 2, 3];
const withOrder = (path, sort, page) => {
  const params = new URLSearchParams(path.includes('?') ? path.split('?')[1] : '');
  if (sort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${path.split('?')[0]}${query ? `?${query}` : ''}`;
};

/** A fixed shuffle (the same order on every run), so neighbours are not alike. */
function shuffled(items) {
  const copy = [...items];
  let state = 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 48271) % 2147483647;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const product = productPaths[0];
const department = categoryPaths[0];
const distinct = [
  ['home, new address', null],
  ['product', shuffled(productPaths)],
  [
    'category',
    shuffled(
      categoryPaths.flatMap((path) =>
        SORTS.flatMap((sort) => PAGES.map((page) => withOrder(path, sort, page))),
      ),
    ),
  ],
  [
    'search',
    shuffled(
      words.flatMap((word) =>
        SORTS.map((sort) => withOrder(`/search?q=${word}`, sort, 1)).concat(
          withOrder(`/search?q=${word}`, '', 2),
        ),
      ),
    ),
  ],
];
const repeated = [
  ['home', '/'],
  ['category', department],
  ['product', product],
  ['search', '/search?q=latte'],
];

function percentile(sorted, fraction) {
  // No answer within the run (a page slower than the run itself): nothing to read.
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * One autocannon run over `paths` in turn (each request the next address; `null`: `/` with a new
 * query parameter each time); the latencies of every answer are kept to read exact percentiles.
 */
function run(paths) {
  let count = 0;
  const first = paths === null ? '/' : paths[0];
  return new Promise((done, fail) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}${first}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { accept: 'text/html', 'accept-encoding': ENCODING },
        // autocannon applies `setupRequest` only to the entries of `requests`.
        requests: [
          {
            setupRequest: (request) => {
              count += 1;
              const path = paths === null ? `/?bench=${count}` : paths[(count - 1) % paths.length];
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) =>
        error ? fail(error) : done({ result, times: times.sort((a, b) => a - b), count }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

let failed = false;
async function measure(name, paths, trivial) {
  const { result, times, count } = await run(paths);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) failed = true;
  const rps = result.requests.total / (result.duration || SECONDS);
  return {
    page: name,
    'req/s': Math.round(rps),
    'p50 ms': Number(percentile(times, 0.5).toFixed(1)),
    'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
    'p99 ms': Number(percentile(times, 0.99).toFixed(1)),
    'kB/answer': Number((result.throughput.total / Math.max(1, times.length) / 1000).toFixed(1)),
    answers: times.length,
    // How many addresses the run went through: every answer a new page when this is >= answers.
    distinct: paths === null ? count : Math.min(count, paths.length),
    share: trivial ? Number((rps / trivial).toFixed(3)) : 1,
    errors: bad,
  };
}

const trivialRow = await measure('trivial route (/healthz)', ['/healthz'], 0);
const trivial = trivialRow['req/s'];
// Warm the process (JIT, the API's catalogue index) on other addresses than those measured.
for (const path of ['/', department, product, '/search?q=pasta'])
  await (
    await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}warm=1`, {
      headers: { accept: 'text/html' },
    })
  ).text();
const renderRows = [trivialRow];
for (const [name, paths] of distinct) renderRows.push(await measure(name, paths, trivial));
const hitRows = [];
for (const [name, path] of repeated) hitRows.push(await measure(name, [path], trivial));

console.log(
  `Server rendering, ${CONNECTIONS} connections, ${SECONDS} s per target, Accept-Encoding: ${ENCODING} (${base})`,
);
console.log(
  `\nDistinct pages (what shoppers and crawlers ask): ${productPaths.length} products, ${categoryPaths.length} categories, ${words.length} words in the catalogue`,
);
console.table(renderRows);
console.log('\nCache hits (the same page over and over):');
console.table(hitRows);
console.log(
  'share: req/s of the target / req/s of the trivial route in the same run. Targets for distinct pages: product >= 200 req/s, category and search >= 120 req/s, p95 <= 60 ms.',
);

// The server's graceful stop waits for its open connections: not needed here.
child?.kill('SIGKILL');
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
