import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('migrations', () => {
  it('create the whole schema once, and do nothing the second time', async () => {
    const applied = await migrateToLatest(handle.db);
    expect(applied[0]).toBe('0001-initial-schema');
    expect(applied).toEqual([...applied].sort());
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(handle.db);
    const names = tables.rows.map((row) => row.table_name);
    for (const table of [
      'users',
      'sessions',
      'products',
      'carts',
      'cart_items',
      'orders',
      'payments',
      'timeslots',
      'password_reset_tokens',
      'mailbox_messages',
    ])
      expect(names).toContain(table);
    expect(names.length).toBeGreaterThanOrEqual(50);
  });

  it('set up Italian search with accent folding', async () => {
    const result = await sql<{ matches: boolean }>`
      select to_tsvector('carrello_italian', 'Caffè macinato per moka')
        @@ plainto_tsquery('carrello_italian', 'caffe macinati') as matches`.execute(handle.db);
    expect(result.rows[0]?.matches).toBe(true);
  });

  it('refuse a second order for the same cart (idempotent buying)', async () => {
    await sql`insert into users (login, email, password_hash) values ('x', 'x@example.it', 'h')`.execute(
      handle.db,
    );
    await sql`insert into payment_types (id, name, payment_mode) values (12, 'Carta', 'redirect')`.execute(
      handle.db,
    );
    await sql`insert into carts (user_id) values (1)`.execute(handle.db);
    const order = sql`insert into orders (user_id, cart_id, payment_type_id, total_price, gross_total) values (1, 1, 12, 10, 10)`;
    await order.execute(handle.db);
    await expect(order.execute(handle.db)).rejects.toThrow(/duplicate key/);
  });
});
