import { sql, type Kysely } from 'kysely';

// The customer's default (preferred) home-delivery address: at most one per user.
const statements = [
  `alter table addresses add column is_default boolean not null default false`,
  `create unique index addresses_one_default on addresses(user_id)
     where is_default and deleted_at is null`,
];

/** Adds the default flag of the addresses. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Removes it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists addresses_one_default').execute(db);
  await sql.raw('alter table addresses drop column if exists is_default').execute(db);
}
