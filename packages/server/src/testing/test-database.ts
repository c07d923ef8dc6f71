import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seed, type SeedResult } from '../seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's seeded PGlite copies (./global-setup.ts). */
    pgliteCopies: string;
  }
}

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

/** Runs one statement on the PostgreSQL server of `url` (`create database`, `drop database`). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Options of `openSeededTestDatabase`. */
interface SeededTestDatabaseOptions {
  /** Products the seed makes. */
  products: number;
  /** Seed number. */
  seed: number;
}

/** A test file's database, migrated and seeded, with the ids the seed made. */
interface SeededTestDatabase {
  database: DatabaseHandle;
  seeded: SeedResult;
}

/**
 * Catalogues of up to this many products are kept as ready copies: most test files ask for one of
 * a few such sizes. A bigger catalogue is asked for by one file, so it is seeded from the migrated
 * copy and not kept.
 */
const KEPT_CATALOGUE = 200;

/**
 * A migrated, seeded database for one test file. On PostgreSQL it is a fresh database seeded
 * there. In memory it is a copy: PGlite's initdb, the migrations and the seed run once per test
 * run (per catalogue size, seed and day), and each file starts from a tarball of that database
 * in the run's folder (src/testing/global-setup.ts), which takes about a third of the time.
 */
export async function openSeededTestDatabase(
  options: SeededTestDatabaseOptions,
): Promise<SeededTestDatabase> {
  const seedToday = async (database: DatabaseHandle) =>
    seed(database.db, { products: options.products, seed: options.seed });
  // Another project's tests (the storefront's) run without the server project's global setup:
  // there is no folder of copies, so they seed a fresh database as on PostgreSQL.
  const folder = inject('pgliteCopies') as string | undefined;
  if (process.env.DATABASE_URL || !folder) {
    const database = await openTestDatabase();
    await migrateToLatest(database.db);
    return { database, seeded: await seedToday(database) };
  }
  // The seed dates its rows from today (UTC), as a fresh seed would.
  const day = new Date().toISOString().slice(0, 10);
  const name = `products-${String(options.products)}-seed-${String(options.seed)}-${day}`;
  const kept = await openCopy(folder, name);
  if (kept) return { database: kept, seeded: JSON.parse(kept.extra) as SeedResult };

  const migrated =
    (await openCopy(folder, 'migrated')) ??
    (await keepCopy(folder, 'migrated', async () => {
      const database = await openDatabase();
      await migrateToLatest(database.db);
      return { database, extra: '' };
    }));
  const seeded = await seedToday(migrated);
  if (options.products <= KEPT_CATALOGUE)
    await keep(folder, name, migrated, JSON.stringify(seeded));
  return { database: migrated, seeded };
}

type Copy = DatabaseHandle & { extra: string };

async function openCopy(folder: string, name: string): Promise<Copy | undefined> {
  const tarball = join(folder, `${name}.tar`);
  if (!existsSync(tarball)) return undefined;
  const [data, extra] = await Promise.all([
    readFile(tarball),
    readFile(join(folder, `${name}.json`), 'utf8'),
  ]);
  const database = await openDatabase({ loadDataDir: new Blob([data]) });
  return { ...database, extra };
}

async function keepCopy(
  folder: string,
  name: string,
  make: () => Promise<{ database: DatabaseHandle; extra: string }>,
): Promise<Copy> {
  const { database, extra } = await make();
  await keep(folder, name, database, extra);
  return { ...database, extra };
}

/**
 * Writes a database's tarball under `name`. Two files may write the same copy at once: each writes
 * its own temporary file and renames it, so a reader sees one whole copy or none.
 */
async function keep(
  folder: string,
  name: string,
  database: DatabaseHandle,
  extra: string,
): Promise<void> {
  if (!database.pglite) return;
  const dump = await database.pglite.dumpDataDir('none');
  const suffix = `${String(process.pid)}-${randomBytes(4).toString('hex')}.tmp`;
  const json = join(folder, `${name}.json`);
  const tarball = join(folder, `${name}.tar`);
  // The seed's ids first: a tarball in place means its ids are too.
  await writeFile(`${json}.${suffix}`, extra);
  await rename(`${json}.${suffix}`, json);
  await writeFile(`${tarball}.${suffix}`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${tarball}.${suffix}`, tarball);
}
