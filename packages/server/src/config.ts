import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import { contractPath, defaultDataDir, hasStorefrontBuild, storefrontDistPath } from './paths';

/** Settings of one server instance. */
export interface ServerConfig {
  /** Production mode: the session cookie is `Secure`. */
  production: boolean;
  /** OpenAPI document implemented by the server. */
  contractPath: string;
  /** Folder of the built storefront to serve with an SPA fallback; none when undefined. */
  storefrontDir?: string;
  /** Lifetime of a session without "remember me", in hours. @default 12 */
  sessionHours: number;
  /** Lifetime of a session with "remember me", in days. @default 30 */
  rememberMeDays: number;
  /**
   * Public origin of the shop (`PUBLIC_URL`), with no trailing slash: e-mail links, sitemaps and,
   * when {@link publicUrlSet}, the payment provider's addresses. @default http://localhost:8080
   */
  publicUrl: string;
  /**
   * `PUBLIC_URL` was set: the provider's pages and their way back to the storefront use
   * `publicUrl`, not the request's origin (behind a proxy that passes its own upstream Host, that
   * origin is the backend's). Unset (development): the origin the browser used, so that a shopper
   * on 127.0.0.1 or a LAN address keeps the session cookie (`http/request-origin.ts`).
   */
  publicUrlSet?: boolean;
  /**
   * Development conveniences: the mailbox at `/dev/mailbox`, the simulated payment provider's
   * test controls (declined payment, 3-D Secure step, test card and code shown on its pages).
   * `CARRELLO_DEV_TOOLS=1`; always off in production, whatever is set (see `devToolsOn`).
   */
  devTools: boolean;
  /**
   * The database may hold the demo accounts with their published passwords (`CARRELLO_DEMO=1`).
   * Without it a production start refuses to run on such a database and never seeds the demo.
   */
  demo: boolean;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed (`CARRELLO_TRUST_PROXY`: a
   * hop count such as `1`, or the proxies' addresses/CIDRs, comma-separated); none by default.
   * Sign-in throttling counts per client address, so behind a proxy this must be set, or every
   * shopper shares the proxy's address.
   */
  trustProxy?: number | string;
  /**
   * The latest web version the version check reports (`CARRELLO_APP_LAST_VERSION`, e.g. `1.2.0`),
   * in place of the database's: raising it above the storefront's own version makes every open
   * storefront offer its update dialog within one check interval (docs/requirements/app-shell.md).
   */
  appLastVersion?: string;
  /**
   * The storefront's card provider (`CARRELLO_CARD_PROVIDER`, the server-side twin of the build's
   * `VITE_PAYMENT_PROVIDER`). With `stripe` the pages' Content-Security-Policy also allows what
   * Stripe.js needs: its script and frames from `js.stripe.com`, 3-D Secure frames from
   * `hooks.stripe.com` and calls to `api.stripe.com`. Unset: only the app's own origin.
   */
  cardProvider?: 'stripe';
  /**
   * Threads that render the storefront's pages beside the main thread, which then keeps to HTTP
   * and the API (`CARRELLO_RENDER_THREADS`; README, "Render threads"). 0 renders in the main
   * thread. Unset: 0; {@link configFromEnv} gives {@link defaultRenderThreads} when the variable
   * is not set.
   */
  renderThreads?: number;
}

/** What the server seeds into an empty database (the demo: never in production without it). */
interface SeedConfig {
  /** Ordinary products (`CARRELLO_SEED_PRODUCTS`). @default 5000 */
  products: number;
  /** Seed number (`CARRELLO_SEED`): same number, same catalogue. @default 1 */
  seed: number;
}

/** Whether the development conveniences are on: never in production. */
export function devToolsOn(config: Pick<ServerConfig, 'production' | 'devTools'>): boolean {
  return config.devTools && !config.production;
}

/** The development conveniences that are on, as the start-up log names them (empty when off). */
export function devToolsList(config: Pick<ServerConfig, 'production' | 'devTools'>): string[] {
  return devToolsOn(config)
    ? [
        'mailbox (/dev/mailbox, /dev/mailbox.json)',
        'payment provider test controls',
        'app version control (/dev/app-version)',
        'Stripe card-saving simulation (/dev/stripe/setup-intents/confirm)',
      ]
    : [];
}

/**
 * Settings read from the environment (`NODE_ENV`, `PUBLIC_URL`, `PORT`, `STOREFRONT_DIST`, a
 * built storefront to serve instead of the workspace's `examples/storefront/dist`,
 * `CARRELLO_DEV_TOOLS`, `CARRELLO_DEMO`, `CARRELLO_TRUST_PROXY`, `CARRELLO_APP_LAST_VERSION` and
 * `CARRELLO_CARD_PROVIDER`). An unknown card provider is refused: a typo would otherwise leave a
 * Stripe storefront with a policy that blocks its card form. A `PUBLIC_URL` that is not an
 * http(s) origin is refused too: every link built on it would lead elsewhere. A `PORT` that
 * {@link portFromEnv} refuses is refused here as well, since the default `PUBLIC_URL` names it.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portFromEnv(env);
  const storefrontDir = env.STOREFRONT_DIST ? resolve(env.STOREFRONT_DIST) : storefrontDistPath;
  const production = env.NODE_ENV === 'production';
  return {
    production,
    contractPath,
    ...(hasStorefrontBuild(storefrontDir) ? { storefrontDir } : {}),
    sessionHours: 12,
    rememberMeDays: 30,
    ...publicUrlFromEnv(env.PUBLIC_URL, port),
    devTools: !production && env.CARRELLO_DEV_TOOLS === '1',
    demo: env.CARRELLO_DEMO === '1',
    ...trustProxyFromEnv(env.CARRELLO_TRUST_PROXY),
    ...(env.CARRELLO_APP_LAST_VERSION?.trim()
      ? { appLastVersion: env.CARRELLO_APP_LAST_VERSION.trim() }
      : {}),
    ...cardProviderFromEnv(env.CARRELLO_CARD_PROVIDER),
    renderThreads: renderThreadsFromEnv(env.CARRELLO_RENDER_THREADS),
  };
}

/**
 * The port to listen on (`PORT`): a whole number from 0 to 65535, 0 asking the system for any
 * free port (the tests that spawn the server use it); unset or blank, 8080. Anything else is
 * refused here, with the other settings: Node would only refuse it at `listen`, after the
 * database was opened, migrated and seeded, and `Number()` reads `0x10` or `1e3` as a port.
 */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PORT?.trim();
  if (!text) return 8080;
  if (!/^[0-9]+$/.test(text) || Number(text) > 65535)
    throw new Error(
      `PORT must be a whole number from 0 to 65535 (0: any free port), not ${JSON.stringify(text)}`,
    );
  return Number(text);
}

/**
 * What to seed into an empty database (`CARRELLO_SEED_PRODUCTS`, `CARRELLO_SEED`). Seeding runs
 * on the first start only, so a value that is not a positive whole number is refused rather than
 * leaving a catalogue nobody asked for in the database for good.
 */
export function seedConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SeedConfig {
  return {
    products: positiveFromEnv('CARRELLO_SEED_PRODUCTS', env.CARRELLO_SEED_PRODUCTS, 5000),
    // The seed's random generator keeps 32 bits: a larger number would repeat a smaller one's.
    seed: positiveFromEnv('CARRELLO_SEED', env.CARRELLO_SEED, 1, 0xffffffff),
  };
}

function positiveFromEnv(
  name: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = value?.trim();
  if (!text) return fallback;
  const number = Number(text);
  if (!/^[0-9]+$/.test(text) || number < 1 || number > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(text)}`);
  return number;
}

/**
 * `PUBLIC_URL` as an origin; unset or blank: `http://localhost:<PORT>`, and the provider's
 * addresses follow the request ({@link ServerConfig.publicUrlSet}).
 */
function publicUrlFromEnv(
  value: string | undefined,
  port: number,
): Pick<ServerConfig, 'publicUrl' | 'publicUrlSet'> {
  const text = value?.trim();
  if (!text) return { publicUrl: `http://localhost:${port}` };
  return { publicUrl: publicOrigin(text, 'PUBLIC_URL'), publicUrlSet: true };
}

/**
 * The shop's public origin as every link is built on it (`https://shop.example.it`): http or
 * https, a host, an optional port, nothing else. A trailing slash is dropped, since every link
 * appends a path starting with `/`; a path, query, fragment or credentials are refused, naming
 * `name`, the variable or option the value came from. `PUBLIC_URL`, {@link defaultConfig} and
 * `buildApp` all go through it, so a config written in code gets the same origin as the variable.
 * @example publicOrigin('https://Shop.Example.it/') // 'https://shop.example.it'
 */
export function publicOrigin(value: string, name = 'publicUrl'): string {
  const text = value.trim();
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    /[?#]/.test(text)
  )
    throw new Error(
      `${name} must be an http(s) origin such as https://shop.example.it (no path, query or credentials), not ${JSON.stringify(text)}`,
    );
  return url.origin;
}

/**
 * Render threads when none are asked for: one per core but the main thread's; none on one core,
 * where a thread would only add the trips between threads.
 */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return Math.max(0, cores - 1);
}

function renderThreadsFromEnv(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return defaultRenderThreads();
  if (!/^[0-9]+$/.test(text) || Number(text) > 64)
    throw new Error(
      `CARRELLO_RENDER_THREADS must be a whole number from 0 to 64, not ${JSON.stringify(text)}`,
    );
  return Number(text);
}

function cardProviderFromEnv(value: string | undefined): Pick<ServerConfig, 'cardProvider'> {
  const text = value?.trim();
  if (!text || text === 'simulated') return {};
  if (text === 'stripe') return { cardProvider: 'stripe' };
  throw new Error(
    `CARRELLO_CARD_PROVIDER must be "simulated" or "stripe", not ${JSON.stringify(text)}`,
  );
}

/** Fastify's `trustProxy` for the config: a hop count becomes "trust the nearest N hops". */
export function trustProxyOption(
  config: Pick<ServerConfig, 'trustProxy'>,
): boolean | string | ((address: string, hop: number) => boolean) {
  const { trustProxy } = config;
  if (trustProxy === undefined) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

function trustProxyFromEnv(value: string | undefined): Pick<ServerConfig, 'trustProxy'> {
  const text = value?.trim();
  if (!text) return {};
  return { trustProxy: /^[0-9]+$/.test(text) ? Number(text) : text };
}

/**
 * Settings for tests and embedding: development mode with the development tools on (the tests
 * read the mailbox and use the payment test controls), the demo allowed, no storefront. A
 * `publicUrl` given here is kept as {@link publicOrigin} makes it (`https://shop.example.it/`
 * becomes `https://shop.example.it`) and refused when it is not an http(s) origin, as
 * `PUBLIC_URL` is.
 */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    production: false,
    contractPath,
    sessionHours: 12,
    rememberMeDays: 30,
    devTools: true,
    demo: true,
    ...overrides,
    publicUrl: publicOrigin(overrides.publicUrl ?? 'http://localhost:8080'),
  };
}

export { defaultDataDir };
