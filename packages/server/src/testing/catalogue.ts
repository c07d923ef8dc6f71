import type { Db } from '../db/database';

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
