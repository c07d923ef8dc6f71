import { resolve } from 'node:path';

import { pino } from 'pino';

import { buildApp } from './app';
import {
  configFromEnv,
  defaultDataDir,
  devToolsList,
  portFromEnv,
  seedConfigFromEnv,
} from './config';
import { openDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './logger';
import { maySeedDemo, productionRefusal } from './seed/demo-guard';
import { seedIfEmpty } from './seed/index';
import { catalogueWarm } from './services/search-index';

const host = process.env.HOST ?? '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.CARRELLO_DATA_DIR ?? defaultDataDir);

// A setting the server cannot use stops it here, in one log line, before any database is touched.
const { port, config, seedConfig } = (() => {
  try {
    return { port: portFromEnv(), config: configFromEnv(), seedConfig: seedConfigFromEnv() };
  } catch (error) {
    pino(loggerOptions(process.env.LOG_LEVEL ?? 'info')).fatal(
      error instanceof Error ? error.message : String(error),
    );
    process.exit(1);
  }
})();

// One process per PGlite folder: a second server exits here, before it opens any database file.
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    pino(loggerOptions(process.env.LOG_LEVEL ?? 'info')).fatal(
      { dataDir: error.dataDir, lockFile: error.lockPath, owner: error.owner },
      error.message,
    );
    process.exit(1);
  },
);
// The app owns the database: `app.close()` closes it after the last request.
const app = await buildApp({
  db: database.db,
  closeDatabase: database.close,
  config,
  logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
});
if (database.lock?.takenOverFrom)
  app.log.warn(
    { dataDir, previousOwner: database.lock.takenOverFrom },
    'took over the data folder lock of a server that is no longer running',
  );

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  // Production never seeds the demo (its passwords are public) unless CARRELLO_DEMO=1.
  const seeded = maySeedDemo(config) && (await seedIfEmpty(database.db, seedConfig));
  if (seeded) app.log.info(seedConfig, 'database seeded');
  else if (!maySeedDemo(config))
    app.log.info('production: the demo data is never seeded (CARRELLO_DEMO=1 seeds it)');
  const refusal = await productionRefusal(database.db, config);
  if (refusal) {
    app.log.fatal(refusal);
    await app.close();
    process.exit(1);
  }
} catch (error) {
  app.log.fatal({ err: error }, 'database set-up failed');
  await app.close();
  process.exit(1);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stop taking requests and finish the running ones; the app's onClose closes the database.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const devTools = devToolsList(config);
app.log.info(
  { devTools, production: config.production, demo: config.demo },
  devTools.length > 0
    ? `development tools on: ${devTools.join(', ')}`
    : 'development tools off (CARRELLO_DEV_TOOLS=1 outside production turns them on)',
);
await app.listen({ port, host });
app.log.info(
  {
    url: `http://localhost:${port}`,
    database: database.driver === 'postgres' ? 'postgres' : dataDir,
  },
  'Carrello reference server ready: API at /ebsn/api, reference at /docs',
);
// The catalogue is read ahead (the index, the searched texts, every product's page) while the
// first shoppers arrive: their first pages and searches then cost no database round trip.
catalogueWarm(database.db).catch((error: unknown) => {
  app.log.warn({ err: error }, 'catalogue read-ahead failed');
});
