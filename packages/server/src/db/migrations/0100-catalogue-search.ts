import { sql, type Kysely } from 'kysely';

// Catalogue and search area: counts the search box shows next to each suggestion (computed once
// after the catalogue is loaded, see `refreshCatalogueCounts`), the product whose picture stands
// for a category, the description of an app version, and an index for word-prefix suggestions.
const statements = [
  `alter table categories add column product_count integer not null default 0`,
  `alter table categories add column image_product_id integer references products(id) on delete set null`,
  `alter table brands add column product_count integer not null default 0`,
  `alter table search_terms add column product_count integer not null default 0`,
  `alter table version_info add column description text not null default ''`,
  `create index products_promo_lookup_idx on promotions(product_id, valid_from, valid_to)`,
];

/** Adds the suggestion counts, category pictures and version descriptions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Removes the columns and indexes of this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists products_promo_lookup_idx').execute(db);
  await sql.raw('alter table version_info drop column if exists description').execute(db);
  await sql.raw('alter table search_terms drop column if exists product_count').execute(db);
  await sql.raw('alter table brands drop column if exists product_count').execute(db);
  await sql.raw('alter table categories drop column if exists image_product_id').execute(db);
  await sql.raw('alter table categories drop column if exists product_count').execute(db);
}
