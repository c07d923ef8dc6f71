import { DELIVERY_SERVICE, PAYMENT_TYPE, computeTaxCodeCheckChar } from '@carrello/core';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { seedAccounts, type SeededAccounts } from './accounts';
import { seedCatalogue, type SeededCatalogue } from './catalogue';
import { seedCommerce } from './commerce';
import { seedContent } from './content';
import { seedGeo } from './geo';
import { seedProfile } from './profile';
import { createRandom } from './random';
import { seedStores, type SeededStores } from './stores';

export { GIULIA, MARIO, SUPPORT, type DemoAccount } from './accounts';

/** Options of a seed run. */
interface SeedOptions {
  /** Number of ordinary products. @default 5000 */
  products?: number;
  /** Seed number: the same number gives the same rows. @default 1 */
  seed?: number;
  /** "Today" for time slots, promotions and flyers. @default the current date */
  today?: Date;
}

/** What a seed run created (ids for tests). */
export interface SeedResult {
  accounts: SeededAccounts;
  stores: SeededStores;
  catalogue: SeededCatalogue;
}

const MARIO_TAX_CODE_15 = 'RSSMRA80A01F205';

async function seedMarioHistory(
  db: Db,
  accounts: SeededAccounts,
  stores: SeededStores,
  catalogue: SeededCatalogue,
): Promise<void> {
  const milanZone = stores.zoneIds[0] ?? null;
  const warehouseId = stores.warehouseIds[0] ?? null;
  const home = await db
    .insertInto('addresses')
    .values({
      user_id: accounts.mario,
      delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
      address_name: 'Casa',
      address1: 'Via Roma',
      address_number: '12',
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
      doorbell_name: 'Rossi',
      floor: '3',
      address_note: 'Citofonare Rossi, scala B',
      zone_id: milanZone,
      warehouse_id: warehouseId,
      latitude: 45.4668,
      longitude: 9.19,
    })
    .returning(['id', 'address1', 'address_number', 'city', 'province', 'postalcode'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('addresses')
    .values({
      user_id: accounts.mario,
      delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
      address_name: 'Ufficio',
      address1: 'Corso Buenos Aires',
      address_number: '45',
      city: 'Milano',
      province: 'MI',
      postalcode: '20124',
      doorbell_name: 'Studio Rossi',
      zone_id: milanZone,
      warehouse_id: warehouseId,
    })
    .execute();

  const taxCode = `${MARIO_TAX_CODE_15}${computeTaxCodeCheckChar(MARIO_TAX_CODE_15)}`;
  await db
    .insertInto('fiscal_persons')
    .values({
      user_id: accounts.mario,
      person_type_id: 1,
      data: {
        personTypeId: 1,
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: taxCode,
        codInt: '0000000',
        emailCertified: '',
        billingAddress: {
          address1: 'Via Roma',
          addressNumber: '12',
          city: 'Milano',
          province: 'MI',
          postalcode: '20121',
          country: 'IT',
        },
      },
    })
    .execute();
  await db
    .updateTable('users')
    .set({
      person: { personTypeId: 1, firstName: 'Mario', lastName: 'Rossi', fiscalCode: taxCode },
    })
    .where('id', '=', accounts.mario)
    .execute();

  await db
    .insertInto('payment_auths')
    .values({
      user_id: accounts.mario,
      payment_type_id: PAYMENT_TYPE.CARD_INTENT,
      card_brand: 'visa',
      card_last4: '4242',
      expire_date: '12/29',
      holder: 'MARIO ROSSI',
      provider_ref: 'pm_demo_mario_visa',
      default_auth: true,
    })
    .execute();

  const list = await db
    .insertInto('lists')
    .values({ user_id: accounts.mario, name: 'Spesa settimanale', is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listProducts = catalogue.productIds.slice(0, 6);
  if (listProducts.length > 0)
    await db
      .insertInto('list_items')
      .values(
        listProducts.map((productId, index) => ({
          list_id: list.id,
          product_id: productId,
          quantity: (index % 3) + 1,
        })),
      )
      .execute();

  // Two past orders, delivered, with their (ordered) carts.
  const shippingAddress = {
    addressId: home.id,
    address1: home.address1,
    addressNumber: home.address_number,
    city: home.city,
    province: home.province,
    postalcode: home.postalcode,
  };
  for (const [orderIndex, daysAgo] of [21, 7].entries()) {
    const picked = catalogue.productIds.slice(10 + orderIndex * 5, 15 + orderIndex * 5);
    if (picked.length === 0) break;
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'price', 'slug', 'barcode'])
      .where('id', 'in', picked)
      .orderBy('id')
      .execute();
    const createdAt = new Date(Date.UTC(2026, 0, 1) + (60 - daysAgo) * 86_400_000);
    const cart = await db
      .insertInto('carts')
      .values({
        user_id: accounts.mario,
        status: 'ordered',
        delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
        address_id: home.id,
        warehouse_id: warehouseId,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = products.map((product, index) => ({ product, quantity: (index % 2) + 1 }));
    const total =
      Math.round(items.reduce((sum, item) => sum + item.product.price * item.quantity, 0) * 100) /
      100;
    const order = await db
      .insertInto('orders')
      .values({
        user_id: accounts.mario,
        cart_id: cart.id,
        status_id: 8,
        payment_status: 'paid',
        payment_type_id: PAYMENT_TYPE.FAST_PAYMENT,
        delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
        warehouse_id: warehouseId,
        shipping_address: shippingAddress,
        timeslot: {
          date: createdAt.toISOString().slice(0, 10),
          beginTime: '10:00',
          endTime: '12:00',
        },
        total_price: total,
        gross_total: Math.round((total + 4.9) * 100) / 100,
        delivery_fee: 4.9,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        items.map(({ product, quantity }) => ({
          order_id: order.id,
          product_id: product.id,
          quantity,
          unit_price: product.price,
          gross_total: Math.round(product.price * quantity * 100) / 100,
          product_snapshot: {
            productId: product.id,
            name: product.name,
            slug: product.slug,
            barcode: product.barcode,
            price: product.price,
          },
          created_at: createdAt,
        })),
      )
      .execute();
  }
}

/**
 * Fills an empty, migrated database with the demo data, in one transaction. Deterministic: the
 * same seed number (and day) gives the same rows.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction().execute((trx) => seedInTransaction(trx, options));
}

async function seedInTransaction(trx: Db, options: SeedOptions): Promise<SeedResult> {
  const products = options.products ?? 5000;
  const random = createRandom(options.seed ?? 1);
  const now = options.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const accounts = await seedAccounts(trx, random.fork('accounts'));
  const stores = await seedStores(trx, random.fork('stores'), today);
  const catalogue = await seedCatalogue(trx, random.fork('catalogue'), { products, today });
  await seedContent(trx, random.fork('content'), catalogue, {
    today,
    warehouseIds: stores.warehouseIds,
  });
  await seedMarioHistory(trx, accounts, stores, catalogue);
  await seedCommerce(trx, accounts);
  await seedGeo(trx);
  await seedProfile(trx, accounts);
  return { accounts, stores, catalogue };
}

/**
 * Key of the PostgreSQL advisory lock the demo seed runs under (any 64-bit number no other lock
 * of this database uses; Kysely's migrations take their own).
 */
const SEED_LOCK_KEY = 4_347_201_126n;

/**
 * Seeds only a database that has no users yet; returns whether it seeded. Servers starting
 * together on one empty database take turns: the check and the seed run in one transaction
 * under a transaction-level advisory lock, so the second one waits, then finds the users.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY.toString()}::bigint)`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await seedInTransaction(trx, options);
    return true;
  });
}
