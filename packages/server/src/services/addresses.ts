import {
  DELIVERY_SERVICE,
  createCivicNumberSchema,
  createPostalCodeSchema,
  createProvinceSchema,
  createRequiredTextSchema,
  createStreetSchema,
} from '@carrello/core';

import type { Db } from '../db/database';
import { BusinessError, HttpError, notFound } from '../http/errors';
import {
  toWireAddress,
  toWireAddresses,
  warehouseForZone,
  zoneById,
  zoneOfPostalCode,
  type WireAddress,
} from './delivery';
import { parseWith } from './validation';

/** Italian texts of the address book. */
export const ADDRESS_MESSAGES = {
  notFound: 'Indirizzo non trovato',
  notServed:
    'Indirizzo salvato, ma la consegna a domicilio non raggiunge ancora questo CAP: non potrai sceglierlo per la spesa',
  inCart: 'Non puoi eliminare l’indirizzo scelto per la spesa in corso: scegline prima un altro',
  inCartMoved:
    'Questo indirizzo è scelto per la spesa in corso e il nuovo CAP è servito da un altro punto vendita: scegli prima un altro indirizzo',
  tooMany: 'Puoi salvare al massimo 30 indirizzi',
  duplicate: 'Hai già salvato questo indirizzo',
  saved: 'Indirizzo salvato',
  deleted: 'Indirizzo eliminato',
} as const;

/** Addresses a user may keep. */
const MAX_ADDRESSES = 30;

/** Fields of `addresses.create` / `addresses.update`. */
interface AddressInput {
  addressName: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  doorbellName?: string;
  floor?: string;
  addressNote?: string;
  latitude?: number;
  longitude?: number;
  /** True makes it the default address, false unsets it, omitted keeps it. */
  isDefault?: boolean;
}

/** Unsets the user's current default address, before another one becomes it. */
async function clearDefault(db: Db, userId: number) {
  await db
    .updateTable('addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Checks an address with the core rules (docs/requirements/validation.md: street ≤ 60, civic ≤ 8, CAP, province). */
function parseAddress(input: AddressInput) {
  return {
    address_name: parseWith(createRequiredTextSchema(), input.addressName, 'addressName'),
    address1: parseWith(createStreetSchema(), input.address1, 'address1'),
    address_number: parseWith(createCivicNumberSchema(), input.addressNumber, 'addressNumber'),
    city: parseWith(createRequiredTextSchema(), input.city, 'city'),
    province: parseWith(createProvinceSchema(), input.province, 'province'),
    postalcode: parseWith(createPostalCodeSchema(), input.postalcode, 'postalcode'),
    doorbell_name: optional(input.doorbellName),
    floor: optional(input.floor),
    address_note: optional(input.addressNote),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

/**
 * The zone of a CAP and the store delivering there, with the columns they give an address: one
 * no store serves is saved inactive.
 */
async function coverage(db: Db, postalcode: string) {
  const zone = await zoneOfPostalCode(db, postalcode);
  const warehouseId = zone
    ? await warehouseForZone(db, zone, DELIVERY_SERVICE.HOME_DELIVERY)
    : null;
  const columns = {
    zone_id: zone?.id ?? null,
    warehouse_id: warehouseId,
    active: warehouseId !== null,
  };
  return { zone, warehouseId, columns };
}

function ownAddresses(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('delivery_service_id', '=', DELIVERY_SERVICE.HOME_DELIVERY);
}

/** One address of the user; 404 when unknown, deleted or another user's. */
async function ownAddress(db: Db, userId: number, addressId: number) {
  const row = await ownAddresses(db, userId).where('id', '=', addressId).executeTakeFirst();
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/** The user's spending in progress (open or locked cart) that has chosen the address, if any. */
function cartUsing(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('carts')
    .select(['id', 'warehouse_id'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'locked'])
    .where('address_id', '=', addressId)
    .executeTakeFirst();
}

/** The user's home-delivery addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<WireAddress[]> {
  return toWireAddresses(db, await ownAddresses(db, userId).orderBy('id').execute());
}

/** One address of the user; 404 when unknown, deleted or another user's. */
export async function getAddress(db: Db, userId: number, addressId: number): Promise<WireAddress> {
  const row = await ownAddress(db, userId, addressId);
  return toWireAddress(row, await zoneById(db, row.zone_id));
}

/**
 * Saves a new home-delivery address. One outside every delivery zone is saved inactive, with a
 * warning (the contract's rule); a business refusal for a duplicate or past the limit.
 */
export async function createAddress(
  db: Db,
  userId: number,
  input: AddressInput,
  warn: (text: string) => void,
): Promise<WireAddress> {
  const fields = parseAddress(input);
  const { zone, columns } = await coverage(db, fields.postalcode);
  const row = await db.transaction().execute(async (trx) => {
    const existing = await ownAddresses(trx, userId).execute();
    if (existing.length >= MAX_ADDRESSES)
      throw new BusinessError(ADDRESS_MESSAGES.tooMany, 'LIMIT');
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (
      existing.some(
        (a) =>
          same(a.address1, fields.address1) &&
          same(a.address_number, fields.address_number) &&
          a.postalcode === fields.postalcode &&
          same(a.city, fields.city),
      )
    )
      throw new BusinessError(ADDRESS_MESSAGES.duplicate, 'DUPLICATE');
    if (input.isDefault) await clearDefault(trx, userId);
    return trx
      .insertInto('addresses')
      .values({
        ...fields,
        is_default: input.isDefault === true,
        user_id: userId,
        delivery_service_id: DELIVERY_SERVICE.HOME_DELIVERY,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!row.active) warn(ADDRESS_MESSAGES.notServed);
  return toWireAddress(row, zone);
}

/** Replaces an address of the user (same rules as create); 404 when not the user's. */
export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  input: AddressInput,
  warn: (text: string) => void,
): Promise<WireAddress> {
  const fields = parseAddress(input);
  const { zone, warehouseId, columns } = await coverage(db, fields.postalcode);
  const cart = await cartUsing(db, userId, addressId);
  // The spending in progress must stay deliverable from the store it was priced and slotted at.
  if (cart && (warehouseId === null || warehouseId !== cart.warehouse_id))
    throw new BusinessError(ADDRESS_MESSAGES.inCartMoved, 'ADDRESS_IN_CART');
  const row = await db.transaction().execute(async (trx) => {
    const own = await ownAddress(trx, userId, addressId);
    if (input.isDefault && !own.is_default) await clearDefault(trx, userId);
    return trx
      .updateTable('addresses')
      .set({
        ...fields,
        ...(input.isDefault !== undefined ? { is_default: input.isDefault } : {}),
        ...columns,
        updated_at: new Date(),
      })
      .where('id', '=', addressId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!row.active) warn(ADDRESS_MESSAGES.notServed);
  return toWireAddress(row, zone);
}

/**
 * Deletes an address of the user (kept for the orders that point at it); 409 when the open cart
 * uses it, 404 when not the user's.
 */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownAddress(trx, userId, addressId);
    if (await cartUsing(trx, userId, addressId))
      throw new HttpError(409, ADDRESS_MESSAGES.inCart, 'ADDRESS_IN_CART');
    await trx
      .updateTable('addresses')
      .set({ deleted_at: new Date(), active: false, is_default: false, updated_at: new Date() })
      .where('id', '=', addressId)
      .execute();
  });
}
