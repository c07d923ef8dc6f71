/**
 * `pnpm bench:api`: latency and throughput of product search and search suggestions on a fresh
 * in-memory PGlite seeded with 20,000 products, next to a trivial Fastify route of the same
 * process measured in the same run. With `DATABASE_URL` (a PostgreSQL server, e.g.
 * `DATABASE_URL=$(.ci/postgres)`) the same targets run again on a temporary database created on
 * that server (and dropped after), printed beside the PGlite figures. The first table is traffic
 * as a shop receives it: the search mix (`bench/search-mix.ts`: words, prefixes, two-word
 * queries, categories, brands, offers, filters, sorts, pages 1 to 5, each request distinct); the
 * second holds the cache hits (a few requests repeated), apart. A benchmark, not a test: it
 * asserts nothing but that every answer is a 200.
 *
 * Environment: `BENCH_PRODUCTS` (20000), `BENCH_DURATION` seconds per target (10),
 * `BENCH_CONNECTIONS` (10), `BENCH_MIX` distinct requests of the mix (5000), `DATABASE_URL`
 * (none).
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

import pg from 'pg';

import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { catalogueWarm } from '../src/services/search-index';
import type { CannonJob, CannonResult } from './cannon-worker';
import { percentile, print, type Figures } from './report';
import { searchMix, searchPath } from './search-mix';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Distinct requests of the search mix (`bench/search-mix.ts`). */
const MIX = Number(process.env.BENCH_MIX ?? 5000);

/** What shoppers type in the search box: stems, plurals, accents, several words, brands. */
const SEARCHES = [
  'pomodori',
  'pomodoro pelati',
  'caffe',
  'caffè macinato',
  'latte',
  'pasta',
  'mele golden',
  'biscotti',
  'acqua',
  'formaggio',
  'passata di pomodoro',
  'olio extravergine',
  'yogurt',
  'prosciutto cotto',
  'banane',
  'detersivo',
];
/** Prefixes typed before the shopper stops (4+ characters, as the search box asks). */
const PREFIXES = [
  'pomo',
  'caff',
  'latt',
  'past',
  'bisc',
  'acqu',
  'form',
  'olio',
  'yogu',
  'pros',
  'bana',
  'dete',
  'mozz',
  'pane',
  'birr',
  'cioc',
];

interface Target {
  name: string;
  paths: string[];
  /** Warm every path up before measuring (false: measure first answers). */
  warm?: boolean;
}

/** Sort orders of a search results page. */
const SORTS = ['', '&sort=price_asc', '&sort=price_desc', '&sort=name'];

/** Sends `job` from a thread of its own (`bench/cannon-worker.ts`, loaded through tsx). */
function cannon(job: CannonJob): Promise<CannonResult> {
  const file = new URL('./cannon-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
  const worker = new Worker(load, { eval: true, workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: CannonResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function measure(baseUrl: string, target: Target): Promise<Figures> {
  const result = await cannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    paths: target.paths,
  });
  const latencies = result.latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: result.requests,
    rps: result.requests / (result.duration || DURATION),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
  };
}

function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/** A database of its own on the server of `url`: its URL and how to drop it. */
async function temporaryDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `carrello_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function run(label: string, url?: string): Promise<Figures[]> {
  const started = Date.now();
  const database = await openDatabase(url ? { url } : {});
  await migrateToLatest(database.db);
  process.stdout.write(`Seeding ${PRODUCTS.toLocaleString('en')} products on ${label}... `);
  await seed(database.db, { products: PRODUCTS, seed: 1 });
  process.stdout.write(`done in ${fixed((Date.now() - started) / 1000, 1)} s\n`);

  const app = await buildApp({ db: database.db, config: defaultConfig() });
  app.get('/bench/trivial', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const mix = (await searchMix(database.db, MIX)).map(searchPath);
  const targets: Target[] = [
    { name: 'trivial route', paths: ['/bench/trivial'] },
    {
      // What a shop's traffic is: each request one the shop has not answered before in the run
      // (more distinct requests than the run sends, or than the 500 pages the index keeps).
      name: `search mix (${mix.length.toLocaleString('en')} distinct)`,
      warm: false,
      paths: mix,
    },
    {
      name: 'cache hit: search (products.list q)',
      paths: SEARCHES.map((q) => `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=24`),
    },
    {
      // 2,624 distinct pages (text x sort x page size), more than the 500 serialised pages the
      // index keeps, cycled: each request finds its page gone and builds it again.
      name: 'search, page not cached',
      warm: false,
      paths: SEARCHES.flatMap((q) =>
        SORTS.flatMap((sort) =>
          Array.from(
            { length: 41 },
            (_, i) => `/ebsn/api/products?q=${encodeURIComponent(q)}${sort}&page_size=${20 + i}`,
          ),
        ),
      ),
    },
    {
      name: 'cache hit: suggestions (products.suggest)',
      paths: PREFIXES.map((q) => `/ebsn/api/suggestion/search?q=${encodeURIComponent(q)}`),
    },
  ];
  // Warm up every path once (plans, caches) before measuring.
  for (const target of targets.filter((t) => t.warm !== false))
    for (const path of target.paths) {
      const response = await fetch(baseUrl + path, {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }

  // A shop's servers are warm before traffic reaches them: the index has read its products ahead.
  await catalogueWarm(database.db);

  const results: Figures[] = [];
  for (const target of targets) results.push(await measure(baseUrl, target));
  await app.close();
  await database.close();
  return results.map((r) => ({ ...r, name: `${label}: ${r.name}` }));
}

async function main(): Promise<void> {
  print(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, Node ${process.version}\n`,
  );
  const runs = [await run('PGlite')];
  const url = process.env.DATABASE_URL;
  if (url) {
    const temporary = await temporaryDatabase(url);
    try {
      runs.push(await run('PostgreSQL', temporary.url));
    } finally {
      await temporary.drop();
    }
  }
  print();

  const rowsOf = (hits: boolean) =>
    runs.flatMap((results) => {
      const trivial = results[0]!;
      return results
        .filter((r) => r === trivial || r.name.includes('cache hit') === hits)
        .map((r) => [
          r.name,
          fixed(r.rps, 0),
          fixed(r.p50, 1),
          fixed(r.p95, 1),
          fixed(r.p99, 1),
          String(r.errors),
          r === trivial ? '1.00' : fixed(r.rps / trivial.rps),
          r === trivial ? '1.00' : fixed(r.p50 / Math.max(trivial.p50, 0.1)),
        ]);
    });
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'req/s share',
    'p50 ratio',
  ];
  const table = (title: string, rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ');
    print(title);
    print(line(header));
    print(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) print(line(row));
    print();
  };
  // What shoppers meet first; the answers the server already holds apart, below.
  table('Distinct requests (what a shop receives):', rowsOf(false));
  table('Cache hits (the same requests over and over):', rowsOf(true));
  print(
    'req/s share: target throughput / trivial route throughput of the same database run (search mix target: >= 0.30, p95 <= 10 ms); p50 ratio: target p50 / trivial p50 (latencies in ms as autocannon reports them per response; a trivial p50 under 0.1 ms counts as 0.1).',
  );
  if (runs.some((results) => results.some((r) => r.errors > 0))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
