import { Migrator, type Migration, type MigrationProvider } from 'kysely';

import type { Db } from './database';
import * as initialSchema from './migrations/0001-initial-schema';
import * as catalogueSearch from './migrations/0100-catalogue-search';
import * as catalogueChanges from './migrations/0110-catalogue-changes';
import * as accounts from './migrations/0200-accounts';
import * as defaultAddress from './migrations/0210-default-address';
import * as commerce from './migrations/0300-commerce';
import * as storePaymentTypes from './migrations/0310-store-payment-types';

// Migrations are imported statically (not read from a folder) so the bundled dist/main.js
// carries them. Add a new file in ./migrations and list it here, in order.
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0100-catalogue-search': catalogueSearch,
  '0110-catalogue-changes': catalogueChanges,
  '0200-accounts': accounts,
  '0210-default-address': defaultAddress,
  '0300-commerce': commerce,
  '0310-store-payment-types': storePaymentTypes,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the schema to the latest migration; running it again does nothing. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Areas number their migrations in ranges (0100 catalogue, 0200 accounts, 0300 commerce), so a
  // database migrated before a lower-numbered file existed must still accept it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
