import { sql } from 'kysely';

import type { Db } from '../db/database';

/** Result of counting one attempt. */
interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfter: number;
}

/**
 * Counts one attempt for `key` in a fixed window stored in `rate_limit_buckets`, atomically
 * (one upsert), so limits hold across restarts and concurrent requests.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const interval = `${windowSeconds} seconds`;
  const row = await sql<{ hits: number; window_start: Date }>`
    insert into rate_limit_buckets as b (key, hits, window_start, updated_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      hits = case when b.window_start < now() - ${interval}::interval then 1 else b.hits + 1 end,
      window_start = case when b.window_start < now() - ${interval}::interval then now() else b.window_start end,
      updated_at = now()
    returning hits, window_start`.execute(db);
  const bucket = row.rows[0]!;
  const elapsed = (Date.now() - new Date(bucket.window_start).getTime()) / 1000;
  return {
    allowed: bucket.hits <= limit,
    retryAfter: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}

/** Forgets the attempts of `key` (after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('key', '=', key).execute();
}

/** Attempts of `key` in its current window (0 when there is none or it has ended). */
export async function countRateLimit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select(['hits', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return 0;
  const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
  return elapsed > windowSeconds ? 0 : row.hits;
}

/** Takes one attempt of `key` back (an attempt that turned out not to count, e.g. a success). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_buckets')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('key', '=', key)
    .execute();
}
