import { sql, type Kysely } from 'kysely';

/**
 * The payment types a store (warehouse) offers: null offers every active type; a list offers
 * only those (a store without saved-card payments leaves out 25, which shows the fast payment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table warehouses add column payment_type_ids jsonb').execute(db);
}

/** Removes it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table warehouses drop column if exists payment_type_ids').execute(db);
}
