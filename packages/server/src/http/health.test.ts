import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { defaultConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { captureLog } from '../testing/log-capture';
import { openTestDatabase } from '../testing/test-database';
import { testAppBeforeAll } from '../testing/test-app';
import { registerHealth } from './health';

/** A change feed whose state the test sets, announcing like the real one. */
function fakeFeed(): ChangeFeed & { live: boolean; set(live: boolean): void; emit(): void } {
  const listeners = new Set<() => void>();
  return {
    live: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
    set(live) {
      this.live = live;
      this.emit();
    },
  };
}

const log = captureLog();
const t = testAppBeforeAll({ products: 10, logger: log.logger });
beforeEach(() => {
  log.clear();
});

describe('the health routes of the server', () => {
  it('answer liveness without the database, and readiness with database and change feed', async () => {
    for (const url of ['/healthz', '/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', changeFeed: 'ok' });
  });

  it('are polled as often as a balancer likes, without a request log line each time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'GET', url: i % 2 ? '/readyz' : '/healthz' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(200));
    expect(log.lines().filter((line) => /\/(healthz|readyz)/.test(line.req?.url ?? ''))).toEqual(
      [],
    );
    // Other requests are still logged.
    await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' });
    expect(log.lines().some((line) => line.msg === 'incoming request')).toBe(true);
  });
});

describe('readiness', () => {
  let server: FastifyInstance;
  const capture = captureLog();
  const feed = fakeFeed();
  beforeAll(async () => {
    server = Fastify({ logger: capture.logger });
    registerHealth(server, { db: t.db, feed });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 while the change feed is lost, logging once when lost and once when back', async () => {
    feed.set(false);
    for (let i = 0; i < 5; i += 1) feed.emit();
    const lost = await server.inject({ method: 'GET', url: '/readyz' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ status: 'unavailable', database: 'ok', changeFeed: 'down' });
    feed.set(true);
    for (let i = 0; i < 5; i += 1) feed.emit();
    expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(capture.lines().filter((line) => /change feed/.test(line.msg))).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('change feed lost') }),
      expect.objectContaining({ level: 30, msg: expect.stringContaining('listening again') }),
    ]);
  });

  it('answers 503 when the database does not answer, logging it once, and no detail', async () => {
    // Nothing listens on port 1: every query is refused at once.
    const gone = await openDatabase({ url: 'postgres://carrello@127.0.0.1:1/carrello' });
    const lonely = captureLog();
    const other = Fastify({ logger: lonely.logger });
    registerHealth(other, { db: gone.db, feed: fakeFeed() });
    try {
      const first = await other.inject({ method: 'GET', url: '/readyz' });
      const second = await other.inject({ method: 'GET', url: '/readyz' });
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.body).toBe(
          JSON.stringify({ status: 'unavailable', database: 'down', changeFeed: 'ok' }),
        );
      }
      expect(lonely.lines().filter((line) => /database/.test(line.msg))).toHaveLength(1);
      // Liveness does not look at the database.
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
      await gone.close();
    }
  });
});

// The real feed on PostgreSQL: its listening connection is ended by the server, then comes back.
describe.skipIf(!process.env.DATABASE_URL)('the change feed on PostgreSQL', () => {
  it('logs its loss and its return once each, and readiness follows it', async () => {
    const database = await openTestDatabase();
    const capture = captureLog();
    try {
      await migrateToLatest(database.db);
      const server = await buildApp({
        db: database.db,
        config: defaultConfig(),
        logger: capture.logger,
      });
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        database.db,
      );
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and query ilike 'listen carrello_catalogue%'`,
          [rows[0]!.name],
        );
        expect(ended.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      const feedLines = () => capture.lines().filter((line) => /change feed/.test(line.msg));
      await expect.poll(() => feedLines().length, { timeout: 15_000 }).toBe(2);
      expect(feedLines().map((line) => line.level)).toEqual([40, 30]);
      const ready = await server.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', changeFeed: 'ok' });
      await server.close();
    } finally {
      await database.close();
    }
  });
});
