import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/connect';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { verifyPassword } from '../services/passwords';
import { ean13CheckDigit } from './catalogue';
import { GIULIA, MARIO, SUPPORT, seed } from './index';

const today = new Date('2026-03-02T00:00:00Z');
let first: DatabaseHandle;
let second: DatabaseHandle;

async function seeded(products: number, seedNumber: number): Promise<DatabaseHandle> {
  const handle = await openDatabase();
  await migrateToLatest(handle.db);
  await seed(handle.db, { products, seed: seedNumber, today });
  return handle;
}

async function snapshot(db: Db) {
  return {
    products: await db
      .selectFrom('products')
      .select(['id', 'name', 'barcode', 'price', 'category_id', 'brand_id', 'product_infos'])
      .orderBy('id')
      .execute(),
    promotions: await db
      .selectFrom('promotions')
      .select(['product_id', 'promo_type', 'discount_perc'])
      .orderBy('id')
      .execute(),
    users: await db
      .selectFrom('users')
      .select(['id', 'login', 'password_hash', 'profile_level'])
      .orderBy('id')
      .execute(),
    timeslots: await db
      .selectFrom('timeslots')
      .select(['id', 'warehouse_id', 'date', 'begin_time', 'capacity'])
      .orderBy('id')
      .execute(),
  };
}

beforeAll(async () => {
  [first, second] = await Promise.all([seeded(120, 7), seeded(120, 7)]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('seed', () => {
  it('gives the same rows for the same seed number', async () => {
    expect(await snapshot(first.db)).toEqual(await snapshot(second.db));
  });

  it('gives a different catalogue for another seed number', async () => {
    const other = await seeded(120, 8);
    try {
      const a = (await snapshot(first.db)).products.map((p) => p.name);
      const b = (await snapshot(other.db)).products.map((p) => p.name);
      expect(a).not.toEqual(b);
    } finally {
      await other.close();
    }
  });

  it('creates the demo accounts of the README with their passwords', async () => {
    const users = await first.db.selectFrom('users').selectAll().orderBy('id').execute();
    const byLogin = new Map(users.map((u) => [u.login, u]));
    const mario = byLogin.get(MARIO.login)!;
    expect(mario).toMatchObject({ profile_level: 1, profile_confirmed: true, phone: '3471234567' });
    expect(await verifyPassword(MARIO.password, mario.password_hash)).toBe(true);
    expect(byLogin.get(GIULIA.login)).toMatchObject({ profile_level: 0, phone: null });
    const support = byLogin.get(SUPPORT.login)!;
    expect(support.sso_user).toBe(true);
    expect(await verifyPassword(SUPPORT.password, support.password_hash)).toBe(true);
    expect(await verifyPassword('Spesa2026?', mario.password_hash)).toBe(false);
  });

  it('gives Mario addresses, a fiscal person, a saved card, a list and past orders', async () => {
    const mario = await first.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', MARIO.login)
      .executeTakeFirstOrThrow();
    const count = async (
      table: 'addresses' | 'fiscal_persons' | 'payment_auths' | 'lists' | 'orders',
    ) =>
      (await first.db.selectFrom(table).select('id').where('user_id', '=', mario.id).execute())
        .length;
    expect(await count('addresses')).toBeGreaterThanOrEqual(1);
    expect(await count('fiscal_persons')).toBe(1);
    expect(await count('payment_auths')).toBe(1);
    expect(await count('lists')).toBe(1);
    expect(await count('orders')).toBe(2);
  });

  it('generates products with valid, unique EAN-13 barcodes', async () => {
    const products = await first.db.selectFrom('products').select('barcode').execute();
    expect(products.length).toBeGreaterThanOrEqual(120);
    for (const { barcode } of products) {
      expect(barcode).toMatch(/^\d{13}$/);
      expect(Number(barcode[12])).toBe(ean13CheckDigit(barcode.slice(0, 12)));
    }
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
  });

  it('has payment types 12 and 25, delivery services 1, 2 and 4, a zone of group 5', async () => {
    const payments = await first.db.selectFrom('payment_types').select('id').execute();
    expect(payments.map((p) => p.id)).toEqual(expect.arrayContaining([12, 25]));
    const services = await first.db
      .selectFrom('delivery_services')
      .select('id')
      .orderBy('id')
      .execute();
    expect(services.map((s) => s.id)).toEqual([1, 2, 4]);
    const zones = await first.db.selectFrom('zones').select('zone_group_id').execute();
    expect(zones.some((z) => z.zone_group_id === 5)).toBe(true);
  });

  it('has a three-level category tree of at least 12 departments, plus the special categories', async () => {
    const categories = await first.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'slug', 'template'])
      .execute();
    const departments = categories.filter(
      (c) => c.parent_id === null && c.template === 'department',
    );
    expect(departments.length).toBeGreaterThanOrEqual(12);
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const depth = (id: number): number => (parentOf.get(id) ? 1 + depth(parentOf.get(id)!) : 1);
    expect(Math.max(...categories.map((c) => depth(c.id)))).toBe(3);
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['application', 'fast-search-popup']),
    );
  });

  it('gives each store a landline of its own district: Milan 02, Rome 06, Turin 011', async () => {
    const stores = await first.db
      .selectFrom('warehouses')
      .select(['city', 'phone'])
      .where('city', 'in', ['Milano', 'Roma', 'Torino'])
      .execute();
    const prefix = { Milano: '02 ', Roma: '06 ', Torino: '011 ' } as Record<string, string>;
    expect(stores.length).toBeGreaterThanOrEqual(3);
    for (const store of stores) {
      expect(store.phone?.startsWith(prefix[store.city]!), `${store.city}: ${store.phone}`).toBe(
        true,
      );
      // Ten digits in all, as an Italian landline has.
      expect(store.phone?.replace(/\D/g, '')).toHaveLength(10);
    }
  });

  it('has time slots for the next 7 days', async () => {
    const rows = await first.db
      .selectFrom('timeslots')
      .select('date')
      .distinct()
      .orderBy('date')
      .execute();
    expect(rows.map((r) => r.date.toISOString().slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });
});

describe('product names', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // The storefront's visual pictures use this seed and size.
    handle = await seeded(600, 1);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('are unique, case aside, so no two products look the same', async () => {
    const names = await handle.db.selectFrom('products').select('name').execute();
    const lower = names.map((row) => row.name.toLowerCase());
    const repeated = lower.filter((name, index) => lower.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(lower.length).toBeGreaterThan(600);
  });

  it('never propose a product as its own alternative, under its id or another', async () => {
    const pairs = await handle.db
      .selectFrom('product_alternatives as pa')
      .innerJoin('products as own', 'own.id', 'pa.product_id')
      .innerJoin('products as alt', 'alt.id', 'pa.alternative_id')
      .select(['own.id as ownId', 'own.name as ownName', 'alt.id as altId', 'alt.name as altName'])
      .execute();
    expect(pairs.length).toBeGreaterThan(600);
    expect(
      pairs.filter(
        (pair) =>
          pair.ownId === pair.altId || pair.ownName.toLowerCase() === pair.altName.toLowerCase(),
      ),
    ).toEqual([]);
  });
});
