import { sql, type Kysely } from 'kysely';

// Catalogue change notices: every statement that writes a table the catalogue, the search or the
// suggestions read (products, their prices and stock, promotions, alternatives, categories,
// brands, search terms) sends a notice on the `carrello_catalogue` channel when its transaction
// commits, whoever wrote it (this server, another process, psql). Servers listen on the channel
// and drop their in-process search index (see `src/services/search-index.ts`).
const TABLES = [
  'products',
  'promotions',
  'product_alternatives',
  'categories',
  'brands',
  'search_terms',
];

/** Adds the notifying function and one statement-level trigger per catalogue table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function carrello_catalogue_changed() returns trigger language plpgsql as $$
       begin
         perform pg_notify('carrello_catalogue', '');
         return null;
       end $$`,
    )
    .execute(db);
  for (const table of TABLES)
    await sql
      .raw(
        `create trigger ${table}_catalogue_changed
         after insert or update or delete or truncate on ${table}
         for each statement execute function carrello_catalogue_changed()`,
      )
      .execute(db);
}

/** Removes the triggers and the function. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql.raw(`drop trigger if exists ${table}_catalogue_changed on ${table}`).execute(db);
  await sql.raw('drop function if exists carrello_catalogue_changed()').execute(db);
}
