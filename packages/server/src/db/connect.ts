import { mkdir } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import type { Database, Db } from './database';
import { JsonValuesPlugin } from './json-plugin';
import { PgliteDialect } from './pglite-dialect';

/** Where the database lives. */
export interface DatabaseOptions {
  /** `postgres://...` URL of a real PostgreSQL server; wins over `dataDir`. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
}

/** An open database: the typed query builder and what it runs on. */
export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Closes the connection(s); safe to call twice. */
  close(): Promise<void>;
}

const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;
const parseNumber = (value: string) => Number(value);
// A `date` is a calendar day: read it as UTC midnight on both drivers, whatever the process TZ.
const parseDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** Opens PGlite (folder or memory) or a PostgreSQL pool, with numeric and bigint read as numbers. */
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
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new JsonValuesPlugin()],
    });
    let closed = false;
    return {
      db,
      driver: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { unaccent, pg_trgm },
    parsers: { [NUMERIC_OID]: parseNumber, [INT8_OID]: parseNumber, [DATE_OID]: parseDate },
  });
  const db = new Kysely<Database>({
    dialect: new PgliteDialect(pglite),
    plugins: [new JsonValuesPlugin()],
  });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
