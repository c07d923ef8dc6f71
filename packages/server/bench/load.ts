/**
 * `pnpm bench:load`: a shopper mix against the server `pnpm start` runs (dist/main.js, embedded
 * PGlite with the demo catalogue), started here on a temporary data folder and a free port, or
 * an already running server given by `BENCH_URL` (its demo accounts must exist). For the whole run
 * 20 shoppers, each on its own keep-alive connection, repeat a visit (suggestions, search,
 * product page, category browsing, add to cart, view the cart: see `VISIT`), each request waiting
 * for the previous answer; the figures per call are printed: req/s, p50/p95/p99, the slowest answer and errors
 * (network errors, 10 s timeouts and non-2xx answers). A benchmark, not a test: it exits 1 only
 * when an answer was an error.
 *
 * Environment: `BENCH_SECONDS` (60) counted after `BENCH_WARMUP` (10) not counted, `BENCH_CONNECTIONS` (20), `BENCH_URL` (none: start one),
 * `BENCH_CALLS` (only these calls, by name, comma-separated: `search,view cart`),
 * `CARRELLO_SEED_PRODUCTS` for the started server (its default, 5000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../src/testing/server-process';
import { percentile, print, type Figures as TargetFigures } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/**
 * Seconds the shoppers run before anything is counted: a shop's server has read its catalogue
 * ahead and compiled its hot code before traffic reaches it; a fresh one is still doing both.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const AJAX = { 'x-requested-with': 'XMLHttpRequest' };
const DEMO_ACCOUNTS = [
  { login: 'mario.rossi@example.it', password: 'Spesa2026!' },
  { login: 'giulia.bianchi@example.it', password: 'Spesa2026!' },
];
const SEARCHES = [
  'pomodori',
  'caffè',
  'latte intero',
  'pasta',
  'biscotti',
  'acqua',
  'olio extravergine',
  'mozzarella',
];
const PREFIXES = ['pomo', 'caff', 'latt', 'past', 'bisc', 'acqu', 'olio', 'mozz', 'form', 'pane'];

interface Call {
  name: string;
  method: 'GET' | 'POST';
  /** The path (and JSON body) of the n-th request of this call. */
  next(n: number): { path: string; body?: unknown };
  /** Sends a session token. */
  signedIn?: boolean;
}

interface Figures extends TargetFigures {
  /** Every response time, sorted. */
  latencies: number[];
}

function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

async function waitForHealth(baseUrl: string, child: ChildProcess | undefined): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/health did not answer`);
}

/** Starts dist/main.js as `pnpm start` does, on a temporary data folder. */
async function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const main = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the server first (pnpm build)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'carrello-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CARRELLO_DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  process.stdout.write(`Starting ${main} on ${baseUrl} (data in ${dataDir}, seeding)... `);
  const started = Date.now();
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  print(`ready in ${fixed((Date.now() - started) / 1000)} s`);
  return { baseUrl, stop };
}

async function getJson<T>(baseUrl: string, path: string, headers = {}): Promise<T> {
  const response = await fetch(baseUrl + path, { headers: { ...AJAX, ...headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(baseUrl: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { ...AJAX, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  const token = response.headers.get('x-ebsn-account');
  if (!response.ok || !token) throw new Error(`sign-in of ${login} answered ${response.status}`);
  return token;
}

interface Category {
  categoryId: number;
  categories: Category[];
}

/** Reads what the shoppers will ask for: categories, products, two signed-in carts. */
async function shopperCalls(baseUrl: string): Promise<{ calls: Call[]; tokens: string[] }> {
  const tree = await getJson<{ categories: Category[] }>(baseUrl, '/ebsn/api/category');
  const flat = (list: Category[]): Category[] =>
    list.flatMap((category) => [category, ...flat(category.categories)]);
  const categories = flat(tree.categories).map((category) => category.categoryId);
  const page = await getJson<{ products: Array<{ productId: number; available?: number }> }>(
    baseUrl,
    '/ebsn/api/products?page_size=200',
  );
  const products = page.products
    .filter((product) => (product.available ?? 0) > 0)
    .map((p) => p.productId);
  if (categories.length === 0 || products.length === 0) throw new Error('the catalogue is empty');
  const tokens: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const token = await signIn(baseUrl, account.login, account.password);
    const emptied = await fetch(`${baseUrl}/ebsn/api/cart/empty`, {
      method: 'POST',
      headers: { ...AJAX, 'x-ebsn-account': token },
    });
    if (!emptied.ok) throw new Error(`cart/empty answered ${emptied.status}`);
    tokens.push(token);
  }
  const pick = <T>(list: T[], n: number): T => list[n % list.length]!;
  const calls: Call[] = [
    {
      name: 'browse category',
      method: 'GET',
      next: (n) => ({
        path: `/ebsn/api/products?parent_category_id=${pick(categories, n)}&page_size=24&page=${1 + (n % 3)}`,
      }),
    },
    {
      name: 'search',
      method: 'GET',
      next: (n) => ({
        path: `/ebsn/api/products?q=${encodeURIComponent(pick(SEARCHES, n))}&page_size=24`,
      }),
    },
    {
      name: 'product detail',
      method: 'GET',
      next: (n) => ({ path: `/ebsn/api/products/${pick(products, n * 7)}` }),
    },
    {
      name: 'suggestions',
      method: 'GET',
      next: (n) => ({ path: `/ebsn/api/suggestion/search?q=${pick(PREFIXES, n)}` }),
    },
    {
      name: 'add to cart',
      method: 'POST',
      signedIn: true,
      next: (n) => ({
        path: '/ebsn/api/cart/add-product',
        body: { items: [{ productId: pick(products.slice(0, 40), n), quantity: 1 }] },
      }),
    },
    {
      name: 'view cart',
      method: 'GET',
      signedIn: true,
      next: () => ({ path: '/ebsn/api/cart/view' }),
    },
  ];
  const only = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
  return { calls: only ? calls.filter((call) => only.includes(call.name)) : calls, tokens };
}

/**
 * One visit of a shopper, in call names: looks around (suggestions, search, a product, a
 * category), puts something in the cart, goes on, and looks at the cart.
 */
const VISIT = [
  'suggestions',
  'search',
  'product detail',
  'browse category',
  'product detail',
  'add to cart',
  'browse category',
  'search',
  'suggestions',
  'view cart',
];

/** Sends one request on a keep-alive connection; resolves with the status once read. */
function send(
  agent: Agent,
  baseUrl: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { agent, host: baseUrl.hostname, port: baseUrl.port, method, path, headers },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `CONNECTIONS` shoppers, each on its own keep-alive connection, walk through `VISIT` again and
 * again for `SECONDS` (each request waits for the previous answer); figures per call.
 */
async function measure(baseUrl: string, calls: Call[], tokens: string[]): Promise<Figures[]> {
  const byName = new Map(calls.map((call) => [call.name, call]));
  const visit = VISIT.filter((name) => byName.has(name));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(baseUrl);
  const latencies = new Map(calls.map((call) => [call.name, [] as number[]]));
  const errors = new Map(calls.map((call) => [call.name, 0]));
  const counters = new Map(calls.map((call) => [call.name, 0]));
  const counting = performance.now() + WARMUP_SECONDS * 1000;
  const end = counting + SECONDS * 1000;
  const shopper = async (index: number) => {
    for (let step = index; performance.now() < end; step++) {
      const call = byName.get(visit[step % visit.length]!)!;
      const n = counters.get(call.name)!;
      counters.set(call.name, n + 1);
      const { path, body } = call.next(n);
      const headers: Record<string, string> = {
        ...AJAX,
        ...(call.signedIn ? { 'x-ebsn-account': tokens[index % tokens.length]! } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      const sent = performance.now();
      const status = await send(
        agent,
        url,
        call.method,
        path,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      ).catch(() => 0);
      // An error counts whenever it happens; a latency only once warm.
      if (status < 200 || status >= 300) errors.set(call.name, errors.get(call.name)! + 1);
      if (sent >= counting) latencies.get(call.name)!.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => shopper(i)));
  const seconds = (performance.now() - counting) / 1000;
  agent.destroy();
  return calls.map((call) => {
    const sorted = latencies.get(call.name)!.sort((a, b) => a - b);
    return {
      name: call.name,
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: errors.get(call.name)!,
      latencies: sorted,
    };
  });
}

async function main(): Promise<void> {
  const given = process.env.BENCH_URL?.replace(/\/$/, '');
  const server = given ? { baseUrl: given, stop: async () => undefined } : await startServer();
  let results: Figures[];
  try {
    if (given) await waitForHealth(given, undefined);
    const { calls, tokens } = await shopperCalls(server.baseUrl);
    print(
      `${CONNECTIONS} shoppers (keep-alive connections), ${VISIT.length}-call visits, for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up against ${server.baseUrl}, Node ${process.version}\n`,
    );
    results = await measure(server.baseUrl, calls, tokens);
  } finally {
    await server.stop();
  }

  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const all: Figures = {
    name: 'all calls',
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    latencies,
  };
  const rows = [...results, all].map((r) => [
    r.name,
    fixed(r.rps, 0),
    fixed(r.p50),
    fixed(r.p95),
    fixed(r.p99),
    fixed(r.latencies.at(-1) ?? Number.NaN),
    String(r.errors),
  ]);
  const header = ['call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  print(line(header));
  print(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) print(line(row));
  print('\nTargets on PGlite: 0 errors; add to cart p95 <= 80 ms; every call within 100 ms (max).');
  if (all.errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
