import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildApp, type CarrelloApp } from '../app';
import type { EnvelopeUser, Envelope as ServerEnvelope } from '../http/envelope';
import { defaultConfig, type ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { Handlers } from '../routes/registry';
import { MARIO, type DemoAccount, type SeedResult } from '../seed/index';
import { openSeededTestDatabase } from './test-database';

/** A server on a fresh in-memory database, migrated and seeded. */
export interface TestApp {
  app: CarrelloApp;
  db: Db;
  /** Ids created by the seed (demo users, stores, products). */
  seeded: SeedResult;
  /** Closes the app and the database. */
  close(): Promise<void>;
}

/** Options of `createTestApp`. */
export interface TestAppOptions {
  /** Products to seed. @default 200 */
  products?: number;
  /** Seed number. @default 1 */
  seed?: number;
  config?: Partial<ServerConfig>;
  /** Replaces every area's handlers (registry tests). */
  handlers?: Handlers;
  /** Fastify logger options (a `stream` captures the log lines); off when omitted. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the app on a fresh in-memory PGlite (or a fresh database on `DATABASE_URL`), migrated and seeded small. Call it once per test
 * file in `beforeAll` (opening PGlite takes a few seconds) and `close()` in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A real PostgreSQL server when DATABASE_URL is set (a database of its own per file).
  const { database, seeded } = await openSeededTestDatabase({
    products: options.products ?? 200,
    seed: options.seed ?? 1,
  });
  const app = await buildApp({
    db: database.db,
    config: defaultConfig(options.config),
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    seeded,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers the SDK sends on every call (its CSRF header included). */
export const SDK_HEADERS = {
  'x-requested-with': 'XMLHttpRequest',
  'x-ebsn-client': 'carrello-web',
};

/** A signed-in session of a test: its token and the headers that carry it. */
export interface TestSession {
  token: string;
  userId: number;
  cartId: number;
  /** SDK headers plus `X-Ebsn-Account`: spread into `app.inject({ headers })`. */
  headers: Record<string, string>;
}

const LOGIN_URL = '/ebsn/api/auth/login';

/**
 * Posts a sign-in form (`login`, `password`, `remember_me`) to `auth.login` as the SDK does, with
 * any extra `headers` (a browser's, a forwarded address).
 */
export function postLogin(
  app: CarrelloApp,
  fields: Record<string, string | number | boolean>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}

/**
 * Posts any body to `auth.login` with the SDK's headers: text sent as `contentType`, an object as
 * JSON, nothing at all when `payload` is left out.
 */
export function postLoginBody(
  app: CarrelloApp,
  payload?: string | Record<string, unknown>,
  contentType?: string,
) {
  return app.inject({
    method: 'POST',
    url: LOGIN_URL,
    headers: contentType ? { ...SDK_HEADERS, 'content-type': contentType } : SDK_HEADERS,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Signs a demo account in through `auth.login` (form body, as the platform wants it). */
export async function signIn(app: CarrelloApp, account: DemoAccount = MARIO): Promise<TestSession> {
  const response = await postLogin(app, { login: account.login, password: account.password });
  const token = response.headers['x-ebsn-account'];
  if (response.statusCode !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${account.login} failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { data: { user: { userId: number }; cartId: number } };
  return {
    token,
    userId: body.data.user.userId,
    cartId: body.data.cartId,
    headers: { ...SDK_HEADERS, 'x-ebsn-account': token },
  };
}

/**
 * Who requests with these credentials (a session's headers, or its cookie) act as: the envelope's
 * `user` of `auth.test`, `userId` 0 when anonymous.
 */
export async function sessionUser(
  app: CarrelloApp,
  credentials: { headers?: Record<string, string>; cookies?: Record<string, string> },
): Promise<EnvelopeUser> {
  const response = await app.inject({ method: 'GET', url: '/ebsn/api/auth/test', ...credentials });
  return (response.json() as { user: EnvelopeUser }).user;
}

/** The test app of a suite, with a session for each account it was given, by the given name. */
type SuiteTestApp<Accounts extends Record<string, DemoAccount>> = TestApp & {
  readonly [Name in keyof Accounts]: TestSession;
};

/**
 * The test app of the enclosing suite (a test file, or a `describe`): built before its tests with
 * the given accounts signed in (`{ mario: MARIO }` gives `t.mario`), closed after them. Read it
 * inside tests and hooks; it throws when read before the suite's `beforeAll` has run.
 * @example
 * const t = testAppBeforeAll({ products: 20 }, { mario: MARIO });
 * it('...', async () => { await t.app.inject({ url, headers: t.mario.headers }); });
 */
export function testAppBeforeAll<
  const Accounts extends Record<string, DemoAccount> = Record<never, DemoAccount>,
>(options: TestAppOptions = {}, accounts?: Accounts): SuiteTestApp<Accounts> {
  let current: TestApp | undefined;
  const sessions = new Map<string, TestSession>();
  beforeAll(async () => {
    current = await createTestApp(options);
    for (const [name, account] of Object.entries(accounts ?? {}))
      sessions.set(name, await signIn(current.app, account));
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('the test app is built in beforeAll: read it in a test or hook');
    return current;
  };
  const suite: TestApp = {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get seeded() {
      return started().seeded;
    },
    close: () => started().close(),
  };
  for (const name of Object.keys(accounts ?? {}))
    Object.defineProperty(suite, name, {
      enumerable: true,
      get: () => {
        started();
        return sessions.get(name);
      },
    });
  return suite as SuiteTestApp<Accounts>;
}

/** Encodes a form body (`application/x-www-form-urlencoded`). */
export function form(fields: Record<string, string | number | boolean>): string {
  return new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  ).toString();
}

/**
 * The envelope of an answer as a test reads it: the server's own type, whose `data` a test names
 * (a record of unknown values unless given).
 */
export type Envelope<T = Record<string, unknown>> = ServerEnvelope<T>;

/** Posts a form body to `url` with a session's headers, or no headers at all with `null`. */
export function postForm(
  app: CarrelloApp,
  url: string,
  session: TestSession | null,
  fields: Record<string, string | number | boolean>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...session?.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}

/** An e-mail the server sent, as the development mailbox lists it. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails sent to an address, read from the development mailbox (`/dev/mailbox.json`). */
export async function mailbox(app: CarrelloApp, to: string): Promise<SentMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  });
  return response.json() as SentMail[];
}

/** The JSON body of an injected response. */
export function bodyOf<
  T = { response: { status: number; errors: Array<{ error?: string }> }; data: unknown },
>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
