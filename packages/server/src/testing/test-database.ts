import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type DatabaseHandle } from '../db/connect';

/**
 * The database of one test file: a fresh in-memory PGlite, or, when `DATABASE_URL` points at a
 * real PostgreSQL server, a fresh database created on that server for this file only (so test
 * files can run in parallel) and dropped again by `close()`.
 *
 * @example
 * const database = await openTestDatabase();
 * await migrateToLatest(database.db);
 */
export async function openTestDatabase(
  url: string | undefined = process.env.DATABASE_URL,
): Promise<DatabaseHandle> {
  if (!url) return openDatabase();
  const name = `carrello_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
