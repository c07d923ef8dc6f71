import type { Insertable } from 'kysely';

import type { Db, ProductsTable } from '../db/database';

/** The id of the seeded catalogue's first department (a top-level category of groceries). */
export async function firstDepartmentId(db: Db): Promise<number> {
  const department = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('template', '=', 'department')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return department.id;
}

/**
 * Words typed with one typo (a letter doubled, added, dropped, swapped or wrong) and the seeded
 * catalogue's word each stands for.
 */
export const ONE_TYPO_WORDS = [
  ['lattte', 'latte'],
  ['yougurt', 'yogurt'],
  ['mozarella', 'mozzarella'],
  ['yogrut', 'yogurt'],
  ['mozzarelka', 'mozzarella'],
] as const;

/**
 * Inserts a product of the test's own, filed under the category and brand of the seeded first
 * product, and answers its id.
 */
export async function insertProduct(
  db: Db,
  product: Omit<Insertable<ProductsTable>, 'category_id' | 'brand_id'>,
): Promise<number> {
  const template = await db
    .selectFrom('products')
    .select(['category_id', 'brand_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('products')
    .values({ ...product, category_id: template.category_id, brand_id: template.brand_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
