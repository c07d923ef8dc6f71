import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { adminQuery } from '../testing/test-database';
import { seedIfEmpty } from './index';

const url = process.env.DATABASE_URL;
const opened: DatabaseHandle[] = [];
const created: string[] = [];

// Only the PostgreSQL test, which runs when DATABASE_URL is set, creates and drops databases.
const admin = (statement: string) => adminQuery(url!, statement);

afterAll(async () => {
  for (const handle of opened) await handle.close();
  for (const name of created) await admin(`drop database if exists ${name} with (force)`);
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once, then leaves it alone', async () => {
    const handle = await openDatabase();
    opened.push(handle);
    await migrateToLatest(handle.db);
    expect(await seedIfEmpty(handle.db, { products: 20 })).toBe(true);
    expect(await seedIfEmpty(handle.db, { products: 20 })).toBe(false);
  });

  // Two servers (two connection pools, as two processes have) starting together on one empty
  // PostgreSQL database: PGlite has one connection only, so the race needs a real server.
  it.skipIf(!url)(
    'lets two servers starting together on one empty database seed it exactly once',
    async () => {
      const name = `carrello_seed_lock_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${name}`);
      created.push(name);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const servers = await Promise.all([
        openDatabase({ url: target.toString() }),
        openDatabase({ url: target.toString() }),
      ]);
      opened.push(...servers);
      // Kysely's migrator already takes turns under a lock of its own.
      await Promise.all(servers.map((server) => migrateToLatest(server.db)));
      const results = await Promise.allSettled(
        servers.map((server) => seedIfEmpty(server.db, { products: 30 })),
      );
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const seeded = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
      expect(seeded.sort()).toEqual([false, true]);
      const users = await servers[0]!.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const logins = await servers[0]!.db
        .selectFrom('users')
        .select((eb) => eb.fn.count<number>('login').distinct().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(users.count)).toBe(Number(logins.count));
      expect(Number(users.count)).toBeGreaterThan(0);
    },
  );
});
