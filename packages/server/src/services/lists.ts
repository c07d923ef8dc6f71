import { MAX_LINE_PIECES, PRODUCT_NATURE } from '@carrello/core';
import type { components } from '@carrello/sdk';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { BusinessError, HttpError, fieldError, notFound } from '../http/errors';
import { addProducts, type AddLine, type WireCart } from './cart';
import { findOwnRow } from './own-rows';
import { loadPricedProducts, wireLineAmount } from './products-wire';

/** The contract's `List`. */
type WireList = components['schemas']['List'];

/** Italian texts of the shopping lists. */
export const LIST_MESSAGES = {
  notFound: 'Lista non trovata',
  itemNotFound: 'Prodotto non presente nella lista',
  productNotFound: 'Prodotto non trovato',
  notListable: (name: string) => `«${name}» non può essere aggiunto a una lista della spesa`,
  duplicateName: 'Hai già una lista con questo nome',
  tooMany: 'Puoi avere al massimo 50 liste',
  defaultList: 'La lista predefinita non si può eliminare',
  created: 'Lista creata',
  renamed: 'Lista rinominata',
  deleted: 'Lista eliminata',
  productAdded: 'Prodotto aggiunto alla lista',
  productRemoved: 'Prodotto rimosso dalla lista',
  nothingToAdd: 'Nessun prodotto della lista è disponibile in questo momento',
  skipped: (name: string) => `«${name}» non è disponibile e non è stato aggiunto al carrello`,
} as const;

/** Lists a user may keep. */
const MAX_LISTS = 50;

// Subscriptions and rewards have their own flows (docs/requirements/cart.md and account.md): never on a shopping list.
const NOT_LISTABLE = new Set<string>([PRODUCT_NATURE.SUBSCRIPTION, PRODUCT_NATURE.REWARDS]);

function ownList(db: Db, userId: number, listId: number) {
  return findOwnRow(db, 'lists', userId, listId, LIST_MESSAGES.notFound);
}

/** The user's lists without their products, default first. */
export async function listLists(db: Db, userId: number): Promise<WireList[]> {
  const rows = await db
    .selectFrom('lists')
    .leftJoin('list_items', 'list_items.list_id', 'lists.id')
    .select([
      'lists.id',
      'lists.name',
      'lists.is_default',
      sql<number>`count(list_items.id)::int`.as('size'),
    ])
    .where('lists.user_id', '=', userId)
    .groupBy(['lists.id', 'lists.name', 'lists.is_default'])
    .orderBy('lists.is_default', 'desc')
    .orderBy('lists.id')
    .execute();
  return rows.map((row) => ({
    listId: row.id,
    name: row.name,
    size: Number(row.size),
    isDefault: row.is_default,
  }));
}

/** One list of the user with its products; 404 when not the user's. */
export async function getList(db: Db, userId: number, listId: number): Promise<WireList> {
  const list = await ownList(db, userId, listId);
  const items = await db
    .selectFrom('list_items')
    .selectAll()
    .where('list_id', '=', list.id)
    .orderBy('id')
    .execute();
  const products = await loadPricedProducts(
    db,
    items.map((item) => item.product_id),
  );
  const wishlistItems = items.flatMap((item) => {
    const product = products.get(item.product_id);
    if (!product) return [];
    return [
      {
        ...wireLineAmount(item),
        product: product.wire,
      },
    ];
  });
  return {
    listId: list.id,
    name: list.name,
    size: wishlistItems.length,
    isDefault: list.is_default,
    wishlistItems,
  };
}

async function assertNameFree(db: Db, userId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('lists')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw new BusinessError(LIST_MESSAGES.duplicateName, 'DUPLICATE');
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('Campo obbligatorio', 'name');
  return trimmed;
}

/** Creates an empty list; the first list of a user becomes the default one. */
export async function createList(db: Db, userId: number, rawName: string): Promise<WireList> {
  const name = cleanName(rawName);
  const id = await db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('lists')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_LISTS) throw new BusinessError(LIST_MESSAGES.tooMany, 'LIMIT');
    await assertNameFree(trx, userId, name);
    const row = await trx
      .insertInto('lists')
      .values({ user_id: userId, name, is_default: Number(count.n) === 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getList(db, userId, id);
}

/** Renames a list of the user. */
export async function renameList(
  db: Db,
  userId: number,
  listId: number,
  rawName: string,
): Promise<WireList> {
  const name = cleanName(rawName);
  await db.transaction().execute(async (trx) => {
    await ownList(trx, userId, listId);
    await assertNameFree(trx, userId, name, listId);
    await trx
      .updateTable('lists')
      .set({ name, updated_at: new Date() })
      .where('id', '=', listId)
      .execute();
  });
  const lists = await listLists(db, userId);
  return lists.find((list) => list.listId === listId)!;
}

/** Deletes a list of the user with its lines; the default list answers 409. */
export async function deleteList(db: Db, userId: number, listId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = await ownList(trx, userId, listId);
    if (list.is_default) throw new HttpError(409, LIST_MESSAGES.defaultList, 'DEFAULT_LIST');
    await trx.deleteFrom('lists').where('id', '=', list.id).execute();
  });
}

/**
 * Adds products to a list; a product already there has its quantity increased, up to
 * MAX_LINE_PIECES (docs/requirements/cart.md).
 */
export async function addListProducts(
  db: Db,
  userId: number,
  listId: number,
  items: Array<{ productId: number; quantity: number }>,
): Promise<WireList> {
  await db.transaction().execute(async (trx) => {
    await ownList(trx, userId, listId);
    const products = await loadPricedProducts(
      trx,
      items.map((item) => item.productId),
    );
    for (const item of items) {
      const product = products.get(item.productId);
      if (!product) throw notFound(LIST_MESSAGES.productNotFound);
      if (NOT_LISTABLE.has(product.nature))
        throw new BusinessError(LIST_MESSAGES.notListable(product.name), 'NOT_LISTABLE');
    }
    for (const item of items)
      await trx
        .insertInto('list_items')
        .values({ list_id: listId, product_id: item.productId, quantity: item.quantity })
        .onConflict((oc) =>
          oc.columns(['list_id', 'product_id']).doUpdateSet({
            quantity: sql<number>`least(${sql.lit(MAX_LINE_PIECES)}, list_items.quantity + excluded.quantity)`,
          }),
        )
        .execute();
    await trx
      .updateTable('lists')
      .set({ updated_at: new Date() })
      .where('id', '=', listId)
      .execute();
  });
  return getList(db, userId, listId);
}

/** Removes lines of a list; 404 when a line is not in the user's list. */
export async function removeListItems(
  db: Db,
  userId: number,
  listId: number,
  itemIds: number[],
): Promise<WireList> {
  await db.transaction().execute(async (trx) => {
    await ownList(trx, userId, listId);
    const wanted = [...new Set(itemIds)];
    const removed = await trx
      .deleteFrom('list_items')
      .where('list_id', '=', listId)
      .where('id', 'in', wanted)
      .returning('id')
      .execute();
    if (removed.length !== wanted.length) throw notFound(LIST_MESSAGES.itemNotFound);
  });
  return getList(db, userId, listId);
}

/**
 * Adds every available product of the list to the user's cart through the cart service;
 * unavailable ones are skipped with a warning, and a list with nothing available is refused.
 */
export async function addListToCart(
  db: Db,
  userId: number,
  listId: number,
  notify: { info(text: string): void; warning(text: string): void },
): Promise<WireCart> {
  const list = await getList(db, userId, listId);
  const products = await loadPricedProducts(
    db,
    (list.wishlistItems ?? []).map((item) => item.product.productId),
  );
  const lines: AddLine[] = [];
  for (const item of list.wishlistItems ?? []) {
    const product = products.get(item.product.productId);
    if (!product || product.available <= 0 || NOT_LISTABLE.has(product.nature)) {
      notify.warning(LIST_MESSAGES.skipped(item.product.name));
      continue;
    }
    lines.push({
      productId: product.id,
      quantity: Math.max(1, item.quantity),
      ...(item.weight !== undefined ? { weight: item.weight } : {}),
    });
  }
  if (lines.length === 0) throw new BusinessError(LIST_MESSAGES.nothingToAdd, 'NOTHING_TO_ADD');
  return addProducts(db, userId, lines, notify);
}
