import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import { listenPglite, listenPostgres } from './change-feed';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import type { Database, Db } from './database';
import { withJsonValues } from './json-plugin';
import { PgliteDialect } from './pglite-dialect';

/** Where the database lives. */
interface DatabaseOptions {
  /** `postgres://...` URL of a real PostgreSQL server; wins over `dataDir`. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * A PGlite data folder's tarball (`DatabaseHandle.pglite.dumpDataDir()`) to start from instead
   * of an empty cluster: opens in about a third of the time initdb takes (the test suite's copies).
   */
  loadDataDir?: Blob;
}

/** An open database: the typed query builder and what it runs on. */
export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The lock on the PGlite data folder (released by `close()`); none in memory or on PostgreSQL. */
  lock: DataDirLock | null;
  /** The embedded database itself (its dumps); none on PostgreSQL. */
  pglite: PGlite | null;
  /** Closes the connection(s); safe to call twice. */
  close(): Promise<void>;
}

const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;
const parseNumber = (value: string) => Number(value);
// A `date` is a calendar day: read it as UTC midnight on both drivers, whatever the process TZ.
const parseDate = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * Opens PGlite (folder or memory) or a PostgreSQL pool, with numeric and bigint read as numbers.
 * A PGlite folder is locked first (one process per folder): `DataDirLockedError` when a live
 * process owns it, before any database file is opened.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === NUMERIC_OID || oid === INT8_OID
          ? parseNumber
          : oid === DATE_OID
            ? parseDate
            : pg.types.getTypeParser(oid, format ?? 'text'),
    };
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types });
    // An idle connection the server ends (a restart, a dropped database) is an 'error' of the pool;
    // the pool has already discarded it and the next query opens a new one, so it must not crash.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: withJsonValues(new PostgresDialect({ pool })),
    });
    const changes = await listenPostgres(db, { connectionString: options.url });
    let closed = false;
    return {
      db,
      driver: 'postgres',
      lock: null,
      pglite: null,
      close: async () => {
        if (closed) return;
        closed = true;
        await changes.close();
        await db.destroy();
      },
    };
  }
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { unaccent, pg_trgm },
      parsers: { [NUMERIC_OID]: parseNumber, [INT8_OID]: parseNumber, [DATE_OID]: parseDate },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: withJsonValues(new PgliteDialect(pglite)),
  });
  await listenPglite(db, pglite);
  let closed = false;
  return {
    db,
    driver: 'pglite',
    lock,
    pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      // The folder stays ours until PGlite has written and closed its files.
      await db.destroy();
      lock?.release();
    },
  };
}
