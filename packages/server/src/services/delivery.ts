import { DELIVERY_SERVICE, PARTNER_ZONE_GROUP_ID } from '@carrello/core';
import type { components } from '@carrello/sdk';
import { sql, type Selectable } from 'kysely';

import type { AddressesTable, Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';

type Schemas = components['schemas'];
/** The contract's `Address`. */
export type WireAddress = Schemas['Address'];
/** The contract's `TimeslotDay`. */
type WireTimeslotDay = Schemas['TimeslotDay'];

type AddressRow = Selectable<AddressesTable>;
type DeliveryServiceId = Schemas['DeliveryServiceId'];

/** Italian texts of the delivery area. */
const DELIVERY_MESSAGES = {
  notServed: 'Indirizzo non servito',
  wrongService: 'L’indirizzo scelto non è valido per il servizio di consegna selezionato',
  addressNotFound: 'Indirizzo non trovato',
  slotNotFound: 'Fascia oraria non trovata',
} as const;

/** Slots with at most this many free places are `almost_full`. */
const ALMOST_FULL_PLACES = 2;

/** Days of slots offered. */
const SLOT_DAYS = 7;

function isDeliveryServiceId(id: number): id is DeliveryServiceId {
  return (
    id === DELIVERY_SERVICE.CLICK_AND_COLLECT ||
    id === DELIVERY_SERVICE.HOME_DELIVERY ||
    id === DELIVERY_SERVICE.LOCKER
  );
}

/** The contract's `Address` of an `addresses` row (store, locker or the user's own). */
export function toWireAddress(
  row: AddressRow,
  zone?: { id: number; zone_group_id: number } | null,
): WireAddress {
  const serviceId = isDeliveryServiceId(row.delivery_service_id)
    ? row.delivery_service_id
    : DELIVERY_SERVICE.HOME_DELIVERY;
  return {
    addressId: row.id,
    deliveryServiceId: serviceId,
    addressTypeId: row.address_type_id,
    addressName: row.address_name,
    address1: row.address1.slice(0, 60) || '-',
    // An address without a civic number is written "snc" (senza numero civico).
    addressNumber: (row.address_number || 'snc').slice(0, 8),
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
    country: { countryId: 1, iso: 'IT', name: 'Italia' },
    ...(row.doorbell_name ? { doorbellName: row.doorbell_name } : {}),
    ...(row.floor ? { floor: row.floor } : {}),
    ...(row.address_note ? { addressNote: row.address_note } : {}),
    ...(row.latitude !== null ? { latitude: row.latitude } : {}),
    ...(row.longitude !== null ? { longitude: row.longitude } : {}),
    ...(zone ? { zone: { zoneId: zone.id, zoneGroupId: zone.zone_group_id } } : {}),
    ...(row.warehouse_id !== null ? { warehouseId: row.warehouse_id } : {}),
    active: row.active && row.deleted_at === null,
    // Only a customer's own address can be their default.
    ...(row.user_id !== null ? { isDefault: row.is_default } : {}),
  };
}

/** The delivery services of the chain (1, 2, 4). */
export async function listDeliveryServices(db: Db) {
  const rows = await db.selectFrom('delivery_services').selectAll().orderBy('id').execute();
  return {
    deliveryServices: rows
      .filter((row) => isDeliveryServiceId(row.id))
      .map((row) => ({
        deliveryServiceId: row.id as DeliveryServiceId,
        name: row.name,
        descr: row.descr,
        ...(row.icon_source ? { iconSource: row.icon_source } : {}),
      })),
  };
}

/** The zone of an address's `zone_id`, or null for none. */
export async function zoneById(db: Db, zoneId: number | null) {
  if (zoneId === null) return null;
  return (
    (await db
      .selectFrom('zones')
      .select(['id', 'zone_group_id'])
      .where('id', '=', zoneId)
      .executeTakeFirst()) ?? null
  );
}

async function zonesById(db: Db, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { id: number; zone_group_id: number }>();
  const rows = await db
    .selectFrom('zones')
    .select(['id', 'zone_group_id'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The contract's `Address` of each row, the zones of all of them read in one query. */
export async function toWireAddresses(db: Db, rows: AddressRow[]): Promise<WireAddress[]> {
  const zones = await zonesById(
    db,
    rows.map((row) => row.zone_id),
  );
  return rows.map((row) =>
    toWireAddress(row, row.zone_id !== null ? zones.get(row.zone_id) : null),
  );
}

/** Delivery points of a service: stores (1), the user's own addresses (2), lockers (4). */
export async function listDeliveryAddresses(db: Db, userId: number, serviceId: number) {
  let query = db
    .selectFrom('addresses')
    .selectAll()
    .where('delivery_service_id', '=', serviceId)
    .where('deleted_at', 'is', null)
    .where('active', '=', true);
  query =
    serviceId === DELIVERY_SERVICE.HOME_DELIVERY
      ? query.where('user_id', '=', userId)
      : query.where('user_id', 'is', null).where('warehouse_id', 'is not', null);
  const rows = await query.orderBy('id').execute();
  return { addresses: await toWireAddresses(db, rows) };
}

/** The zone whose postal codes include a CAP, or null when home delivery does not reach it. */
export async function zoneOfPostalCode(db: Db, postalcode: string) {
  return (
    (await db
      .selectFrom('zones')
      .select(['id', 'zone_group_id'])
      .where(sql<boolean>`postal_codes @> ${JSON.stringify([postalcode])}::jsonb`)
      .orderBy('zone_group_id')
      .orderBy('id')
      .executeTakeFirst()) ?? null
  );
}

/**
 * The store that serves a zone for a service: the store of the zone, or for partner-handled
 * zones (group 5) and zones without a store, the first store offering the service.
 */
export async function warehouseForZone(
  db: Db,
  zone: { id: number; zone_group_id: number },
  serviceId: number,
): Promise<number | null> {
  const own =
    zone.zone_group_id === PARTNER_ZONE_GROUP_ID
      ? undefined
      : await db
          .selectFrom('warehouses')
          .select('id')
          .where('zone_id', '=', zone.id)
          .where(sql<boolean>`delivery_service_ids @> ${JSON.stringify([serviceId])}::jsonb`)
          .orderBy('id')
          .executeTakeFirst();
  if (own) return own.id;
  const any = await db
    .selectFrom('warehouses')
    .select('id')
    .where(sql<boolean>`delivery_service_ids @> ${JSON.stringify([serviceId])}::jsonb`)
    .orderBy('id')
    .executeTakeFirst();
  return any?.id ?? null;
}

/** Where an address of a service is served from: its zone and store. */
interface AddressCoverage {
  address: AddressRow;
  zone: { id: number; zone_group_id: number } | null;
  warehouseId: number;
}

/**
 * Finds an address the user may choose for a service (a store or locker of the chain, or one of
 * the user's own addresses) and where it is served from. 404 when unknown or another user's.
 */
export async function resolveDeliveryAddress(
  db: Db,
  userId: number,
  serviceId: number,
  addressId: number,
): Promise<AddressCoverage> {
  const address = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.and([eb('user_id', 'is', null), eb('warehouse_id', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  if (!address) throw notFound(DELIVERY_MESSAGES.addressNotFound);
  if (address.delivery_service_id !== serviceId || !address.active)
    throw new HttpError(400, DELIVERY_MESSAGES.wrongService, 'WRONG_SERVICE');
  let zone =
    address.zone_id !== null
      ? ((await zonesById(db, [address.zone_id])).get(address.zone_id) ?? null)
      : null;
  if (serviceId === DELIVERY_SERVICE.HOME_DELIVERY) {
    zone ??= await zoneOfPostalCode(db, address.postalcode);
    if (!zone) throw new HttpError(400, DELIVERY_MESSAGES.notServed, 'NOT_SERVED');
  }
  const warehouseId =
    address.warehouse_id ?? (zone ? await warehouseForZone(db, zone, serviceId) : null);
  if (warehouseId === null) throw new HttpError(400, DELIVERY_MESSAGES.notServed, 'NOT_SERVED');
  return { address, zone, warehouseId };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date and the current time in Italy (`YYYY-MM-DD`, `HH:MM`). */
export function romeNow(now: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** Whether a slot can no longer be chosen: its day is past, or it starts within the hour. */
export function isSlotClosed(date: string, beginTime: string, now: Date = new Date()): boolean {
  const rome = romeNow(now);
  if (date < rome.date) return true;
  if (date > rome.date) return false;
  const [h = 0, m = 0] = beginTime.split(':').map(Number);
  const [nh = 0, nm = 0] = rome.time.split(':').map(Number);
  return h * 60 + m - (nh * 60 + nm) < 60;
}

/** Status of a slot as the contract lists it. */
function slotStatus(slot: {
  date: Date | string;
  begin_time: string;
  capacity: number;
  taken: number;
}): 'open' | 'almost_full' | 'full' | 'closed' {
  const date = typeof slot.date === 'string' ? slot.date : isoDate(slot.date);
  if (isSlotClosed(date, slot.begin_time)) return 'closed';
  const free = slot.capacity - slot.taken;
  if (free <= 0) return 'full';
  return free <= ALMOST_FULL_PLACES ? 'almost_full' : 'open';
}

/** Slot times and capacity of a new day when a store has no day to copy them from. */
const DEFAULT_DAY = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['15:00', '17:00'],
  ['17:00', '19:00'],
] as const;

/**
 * Keeps a week of slots ahead: days missing from the window (a server running past its seed)
 * are created like the store's latest day for the service, under an advisory lock so that
 * concurrent calls never create a day twice.
 */
async function ensureSlotWeek(db: Db, warehouseId: number, serviceId: number, today: string) {
  const start = Date.parse(`${today}T00:00:00Z`);
  const wanted = Array.from({ length: SLOT_DAYS }, (_, i) =>
    isoDate(new Date(start + i * 86_400_000)),
  );
  const existing = await db
    .selectFrom('timeslots')
    .select('date')
    .distinct()
    .where('warehouse_id', '=', warehouseId)
    .where('delivery_service_id', '=', serviceId)
    .where('date', '>=', sql<Date>`${wanted[0]}::date`)
    .execute();
  const have = new Set(existing.map((row) => isoDate(row.date)));
  if (wanted.every((day) => have.has(day))) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${7_300_000 + warehouseId * 10 + serviceId})`.execute(
      trx,
    );
    const rows = await trx
      .selectFrom('timeslots')
      .selectAll()
      .where('warehouse_id', '=', warehouseId)
      .where('delivery_service_id', '=', serviceId)
      .orderBy('date', 'desc')
      .orderBy('begin_time')
      .execute();
    const present = new Set(rows.map((row) => isoDate(row.date)));
    const latest = rows.length > 0 ? isoDate(rows[0]!.date) : null;
    const template = latest
      ? rows.filter((row) => isoDate(row.date) === latest)
      : DEFAULT_DAY.map(([begin, end]) => ({
          begin_time: begin,
          end_time: end,
          capacity: 10,
          zone_id: null,
        }));
    const missing = wanted.filter((day) => !present.has(day));
    if (missing.length === 0 || template.length === 0) return;
    await trx
      .insertInto('timeslots')
      .values(
        missing.flatMap((date) =>
          template.map((slot) => ({
            warehouse_id: warehouseId,
            delivery_service_id: serviceId,
            zone_id: slot.zone_id,
            date,
            begin_time: slot.begin_time,
            end_time: slot.end_time,
            capacity: slot.capacity,
            taken: 0,
          })),
        ),
      )
      .execute();
  });
}

/** Slots by day of a store and service, from today for a week. */
export async function listTimeslots(
  db: Db,
  warehouseId: number,
  serviceId: number,
): Promise<{ days: WireTimeslotDay[] }> {
  const today = romeNow().date;
  await ensureSlotWeek(db, warehouseId, serviceId, today);
  const last = isoDate(new Date(Date.parse(`${today}T00:00:00Z`) + (SLOT_DAYS - 1) * 86_400_000));
  const rows = await db
    .selectFrom('timeslots')
    .selectAll()
    .where('warehouse_id', '=', warehouseId)
    .where('delivery_service_id', '=', serviceId)
    .where('date', '>=', sql<Date>`${today}::date`)
    .where('date', '<=', sql<Date>`${last}::date`)
    .orderBy('date')
    .orderBy('begin_time')
    .execute();
  const days = new Map<string, WireTimeslotDay>();
  for (const row of rows) {
    const date = isoDate(row.date);
    const day = days.get(date) ?? { date, timeSlots: [] };
    const status = slotStatus(row);
    day.timeSlots.push({
      timeslotId: row.id,
      beginTime: row.begin_time,
      endTime: row.end_time,
      status,
      available: status === 'open' || status === 'almost_full',
    });
    days.set(date, day);
  }
  return { days: [...days.values()] };
}

/** Whether home delivery reaches a CAP, through which zone and store. */
export async function checkAddressCoverage(db: Db, postalcode: string) {
  const zone = await zoneOfPostalCode(db, postalcode);
  if (!zone) return { covered: false };
  const warehouseId = await warehouseForZone(db, zone, DELIVERY_SERVICE.HOME_DELIVERY);
  return {
    covered: warehouseId !== null,
    deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY,
    zone: { zoneId: zone.id, zoneGroupId: zone.zone_group_id },
    ...(warehouseId !== null ? { warehouseId } : {}),
  };
}
