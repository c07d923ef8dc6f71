// `pnpm bench:web`: how heavy and how fast the storefront is (a benchmark, not a test).
//
// 1. Builds the storefront into a temporary folder (with Vite's manifest), client and server
//    entry, so the pages are rendered on the server as `pnpm start` serves them.
// 2. Sizes, gzip, against the budgets of examples/storefront/.size-limit.mjs (size-limit):
//    the home route's first load, React included, and what each route adds to the shell; and
//    the floor under the home budget, examples/storefront/bench/size-floor (the libraries the
//    storefront hydrates with, each used once, none of its code), built the same way.
// 3. Serves that build with the reference server (packages/server/dist/main.js when it is newer
//    than its sources, else its sources; BENCH_SERVER=dist or =source decides)
//    on a free port with fresh data, and runs Lighthouse (mobile preset, Debian's Chromium) on
//    home, a real category, a real product and a search: performance, accessibility, best
//    practices, SEO, then prints each budget as met or missed.
//
// It exits non-zero when it cannot measure or when a size budget fails; scores are reported,
// not enforced. Each figure is the median of BENCH_RUNS (3) Lighthouse runs per page, each run in
// a fresh Chromium (new profile: nothing cached, no service worker from an earlier run); a run
// that fails with a Lighthouse runtime error (NO_NAVSTART, …) is retried up to twice, and said.
// BENCH_PAGES=home,product audits only those pages; BENCH_REPORTS_DIR=folder keeps each run's
// Lighthouse report (JSON, <page>-<run>.json) there, creating the folder.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { freePort, spawnReferenceServer, stopProcess } from './processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const storefrontDir = join(root, 'examples/storefront');
const serverMain = join(root, 'packages/server/dist/main.js');
const sizeLimitConfig = join(storefrontDir, '.size-limit.mjs');
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The budgets, per page: [label, the row's value, met]. */
const PAGE_BUDGETS = [
  ['performance ≥ 98', (page) => page.scores.performance >= 98],
  ['FCP ≤ 1.0 s', (page) => page.metrics.fcp <= 1000],
  ['LCP ≤ 1.5 s', (page) => page.metrics.lcp <= 1500],
  ['CLS ≤ 0.01', (page) => page.metrics.cls <= 0.01],
  ['TBT ≤ 100 ms', (page) => page.metrics.tbt <= 100],
  ['accessibility 100', (page) => page.scores.accessibility === 100],
  ['best practices 100', (page) => page.scores['best-practices'] === 100],
  ['SEO 100', (page) => page.scores.seo === 100],
];
/** The home route's first load on React 19, gzip. */
const HOME_FIRST_LOAD_BUDGET = 140_000;

class BenchError extends Error {}

/** Prints rows as an aligned text table (numbers to the right). */
function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const isNumber = (text) => /^[\d.,]+( kB| ms| s)?$/.test(text);
  const line = (row) =>
    row
      .map((text, i) => (isNumber(text) ? text.padStart(widths[i]) : text.padEnd(widths[i])))
      .join(' | ');
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of cells.slice(1)) console.log(line(row));
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function build(dist) {
  console.log(`Building the storefront into ${dist} …`);
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: storefrontDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new BenchError('The storefront build failed.');
  const server = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
    {
      cwd: storefrontDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CARRELLO_SSR_OUT_DIR: join(dist, 'server') },
    },
  );
  if (server.status !== 0) throw new BenchError('The storefront server build failed.');
}

/** Builds bench/size-floor (see .size-limit.mjs) into `floorDist`. */
function buildFloor(floorDist) {
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--config', 'bench/size-floor/vite.config.ts'],
    {
      cwd: storefrontDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SIZE_FLOOR_OUT_DIR: floorDist },
    },
  );
  if (result.status !== 0) throw new BenchError('The size floor build failed.');
}

/** The newest modification time of the files under `dir`, in ms. */
function newestFile(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Whether the reference server's build (`dist/main.js`) may serve the bench: BENCH_SERVER=dist
 * or =source decides; by default the build, unless its sources changed since it was made (a stale
 * build serves today's storefront build wrongly, e.g. its compressed pages as text).
 */
function serverBuildUsable() {
  if (process.env.BENCH_SERVER === 'source') return false;
  if (!existsSync(serverMain)) return false;
  if (process.env.BENCH_SERVER === 'dist') return true;
  return statSync(serverMain).mtimeMs >= newestFile(join(root, 'packages/server/src'));
}

/** Runs size-limit on the build; returns whether every budget holds. */
function sizes(dist, floorDist) {
  const result = spawnSync('pnpm', ['exec', 'size-limit', '--json', '--config', sizeLimitConfig], {
    cwd: root,
    env: { ...process.env, STOREFRONT_DIST: dist, SIZE_FLOOR_DIST: floorDist },
    encoding: 'utf8',
  });
  let checks;
  try {
    checks = JSON.parse(result.stdout);
  } catch {
    checks = undefined;
  }
  if (!Array.isArray(checks)) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new BenchError('size-limit did not measure the build.');
  }
  console.log('\nJavaScript, gzip (budgets: examples/storefront/.size-limit.mjs)\n');
  printTable(
    ['check', 'gzip', 'budget', ''],
    checks.map((check) => [
      check.name,
      kB(check.size),
      check.sizeLimit === undefined ? '' : kB(check.sizeLimit),
      check.sizeLimit === undefined ? '' : check.passed ? 'ok' : 'OVER BUDGET',
    ]),
  );
  const [home, floor] = checks;
  if (home?.sizeLimit !== undefined && floor?.name.startsWith('floor')) {
    console.log(
      `\nThe libraries alone take ${kB(floor.size)} of the home budget (${kB(home.sizeLimit)}): ` +
        `${kB(home.sizeLimit - floor.size)} are left for the storefront's own first screen, ` +
        `which has ${kB(home.size - floor.size)}.`,
    );
  }
  const budgeted = checks.filter((check) => check.sizeLimit !== undefined);
  return { withinBudget: budgeted.every((check) => check.passed), homeFirstLoad: checks[0]?.size };
}

async function waitForServer(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new BenchError(`The reference server exited with ${server.exitCode}.`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new BenchError(`The reference server did not answer ${url} within ${timeoutMs} ms.`);
}

async function api(base, path) {
  const response = await fetch(new URL(path, base), {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new BenchError(`GET ${path} answered ${response.status}.`);
  const body = await response.json();
  return body.data;
}

/** The pages to audit, with a real category and a real product of the running catalogue. */
async function pagesOf(base) {
  const { categories = [] } = await api(base, '/ebsn/api/category');
  // A category that lists products: the first leaf of the tree.
  let category = categories[0];
  while (category?.categories?.length) [category] = category.categories;
  if (!category?.slug) throw new BenchError('The category tree is empty.');
  const { products = [] } = await api(base, '/ebsn/api/products?q=latte&page_size=1');
  const [product] = products;
  if (!product?.slug) throw new BenchError('The search for "latte" found no product.');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category.itemUrl ?? `/${category.slug}` },
    { name: 'product', path: `/product/${product.slug}` },
    { name: 'search', path: '/search?q=latte' },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's runtime errors worth another try (a trace or a navigation that went wrong). */
const RETRIES = 2;

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: no cache, no service worker
 * from an earlier run controls the load). Retries a run that fails with a Lighthouse runtime
 * error (NO_NAVSTART, NO_FCP, …) up to RETRIES times and says so.
 */
async function lighthouseRun(url, folder, label) {
  for (let attempt = 0; ; attempt += 1) {
    const profileDir = mkdtempSync(join(folder, 'chrome-profile-'));
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profileDir,
      logLevel: 'silent',
    });
    let lhr;
    let failure;
    try {
      // No config: Lighthouse's default, the mobile preset (Moto G Power, slow 4G, 4x CPU).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      lhr = result?.lhr;
      failure = !lhr ? 'no result' : lhr.runtimeError?.message;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      chrome.kill();
      // Chromium may still be writing its profile: the bench's folder goes at the end anyway.
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
    }
    if (!failure) return lhr;
    if (attempt >= RETRIES) {
      throw new BenchError(
        `Lighthouse could not audit ${label} (${attempt + 1} attempts): ${failure}`,
      );
    }
    console.log(`  ${label}: Lighthouse failed (${failure}); retrying (${attempt + 1}/${RETRIES})`);
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Runs Lighthouse on each page; returns one row of scores and metrics per page. */
async function audit(base, pages, folder) {
  const rows = [];
  const findings = new Map();
  const reportsDir = process.env.BENCH_REPORTS_DIR && resolve(process.env.BENCH_REPORTS_DIR);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await lighthouseRun(base + page.path, folder, `${page.path} (run ${run + 1})`);
      results.push(lhr);
      if (reportsDir) {
        const file = join(reportsDir, `${page.name}-${run + 1}.json`);
        writeFileSync(file, JSON.stringify(lhr));
      }
      console.log(
        `  ${page.name} run ${run + 1}: performance ${Math.round(
          (lhr.categories.performance.score ?? 0) * 100,
        )} (load average ${loadAverage()})`,
      );
    }
    const score = (id) =>
      Math.round(median(results.map((lhr) => (lhr.categories[id].score ?? 0) * 100)));
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
    const [first] = results;
    rows.push({
      name: page.name,
      path: page.path,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
    });
    // What keeps performance, accessibility, best practices and SEO from 100, to fix.
    for (const id of CATEGORIES) {
      for (const ref of first.categories[id].auditRefs) {
        const found = first.audits[ref.id];
        // Performance: its opportunities and diagnostics (the metrics are in the table).
        const counts =
          id === 'performance'
            ? ['load-opportunities', 'diagnostics'].includes(ref.group) && found.score < 0.9
            : ref.weight > 0;
        if (counts && found.score !== null && found.score < 1) {
          const detail = found.displayValue ? ` ${found.displayValue}` : '';
          const key = `${id}: ${found.title} (${ref.id})${detail}`;
          findings.set(key, [...(findings.get(key) ?? []), page.name]);
        }
      }
    }
  }
  return { rows, findings };
}

async function main() {
  const serverSource = !serverBuildUsable();
  console.log(`The reference server runs from its ${serverSource ? 'sources' : 'build'}.`);
  if (!existsSync(chromePath)) {
    throw new BenchError(`No Chromium at ${chromePath} (apt-get install -y chromium).`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'carrello-bench-web-'));
  const dist = join(folder, 'dist');
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir);
  let server;
  try {
    build(dist);
    const floorDist = join(folder, 'size-floor');
    buildFloor(floorDist);
    const { withinBudget, homeFirstLoad } = sizes(dist, floorDist);

    const port = await freePort();
    const base = `http://localhost:${port}`;
    console.log(`\nStarting the reference server on ${base} …`);
    server = spawnReferenceServer({
      port,
      dataDir,
      source: serverSource,
      env: { STOREFRONT_DIST: dist, PUBLIC_URL: base, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    });
    // Seeding a fresh data folder takes minutes on a busy machine.
    const startMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);
    await waitForServer(`http://127.0.0.1:${port}/ebsn/api/auth/test`, server, startMs);

    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const pages = (await pagesOf(base)).filter((page) => !only || only.includes(page.name));
    if (pages.length === 0) throw new BenchError(`BENCH_PAGES names no page: ${only}`);
    console.log(
      `Lighthouse 12, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, a fresh Chromium each (load average ${loadAverage()}) …`,
    );
    const { rows, findings } = await audit(base, pages, folder);
    console.log(`\nLoad average after the audits: ${loadAverage()} (1, 5, 15 min; 2 cores)`);
    console.log('\nLighthouse (mobile)\n');
    printTable(
      [
        'page',
        'path',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
      ],
      rows.map((row) => [
        row.name,
        row.path.length > 48 ? `${row.path.slice(0, 45)}…` : row.path,
        ...CATEGORIES.map((id) => row.scores[id]),
        `${(row.metrics.fcp / 1000).toFixed(2)} s`,
        `${(row.metrics.lcp / 1000).toFixed(2)} s`,
        `${Math.round(row.metrics.tbt)} ms`,
        row.metrics.cls.toFixed(3),
      ]),
    );
    console.log(`\nBudgets (median of ${runs} run${runs === 1 ? '' : 's'})\n`);
    printTable(
      ['budget', ...rows.map((row) => row.name)],
      [
        ...PAGE_BUDGETS.map(([label, met]) => [
          label,
          ...rows.map((row) => (met(row) ? 'met' : 'MISSED')),
        ]),
        [
          `home first-load JS ≤ ${kB(HOME_FIRST_LOAD_BUDGET)} gzip: ${kB(homeFirstLoad ?? NaN)}`,
          homeFirstLoad <= HOME_FIRST_LOAD_BUDGET ? 'met' : 'MISSED',
          ...rows.slice(1).map(() => ''),
        ],
      ],
    );
    if (findings.size > 0) {
      console.log('\nFindings to fix:');
      for (const [finding, where] of findings) console.log(`- ${finding}: ${where.join(', ')}`);
    }
    if (!withinBudget) {
      console.log('\nA size budget failed (see the table above).');
      process.exitCode = 1;
    }
  } finally {
    await stopProcess(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exitCode = 1;
});
