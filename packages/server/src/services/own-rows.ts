import type { Selectable } from 'kysely';

import type { Database, Db } from '../db/database';
import { notFound } from '../http/errors';

/** Tables whose rows belong to one user: an `id` and the owner's `user_id`. */
type UserTable = 'lists' | 'orders';

/**
 * The row `id` of `table` when it is the user's. An unknown row and another user's answer the same
 * 404 with `message`, so nobody learns which ids belong to others.
 */
export async function findOwnRow<T extends UserTable>(
  db: Db,
  table: T,
  userId: number,
  id: number,
  message: string,
): Promise<Selectable<Database[T]>> {
  const row = await db
    .selectFrom(table as UserTable)
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow(() => notFound(message));
  return row as Selectable<Database[T]>;
}
