import { PROVINCES, provinceByCode } from '@carrello/core';
import type { components } from '@carrello/sdk';

import type { Db, StoredServiceHour } from '../db/database';
import { notFound } from '../http/errors';
import { foldText } from './search';

type Schemas = components['schemas'];
/** The contract's `Warehouse`. */
type WireWarehouse = Schemas['Warehouse'];
type ServiceHour = Schemas['ServiceHour'];

// The platform numbers week days from Sunday (1) to Saturday (7).
const WEEK_DAYS: Record<string, number> = {
  domenica: 1,
  lunedi: 2,
  martedi: 3,
  mercoledi: 4,
  giovedi: 5,
  venerdi: 6,
  sabato: 7,
};

function serviceHours(stored: StoredServiceHour[]): ServiceHour[] {
  const hours: ServiceHour[] = [];
  for (const entry of stored) {
    if ('beginWeekDay' in entry) {
      const { beginWeekDay, beginHour, endHour } = entry;
      hours.push({ beginWeekDay, beginHour, endHour });
      continue;
    }
    const day = WEEK_DAYS[foldText(entry.day)];
    if (day) hours.push({ beginWeekDay: day, beginHour: entry.open, endHour: entry.close });
  }
  return hours;
}

type WarehouseRow = Awaited<ReturnType<typeof selectWarehouses>>[number];

function selectWarehouses(db: Db) {
  return db
    .selectFrom('warehouses')
    .select([
      'id',
      'name',
      'slug',
      'address1',
      'address_number',
      'city',
      'province',
      'region',
      'postalcode',
      'latitude',
      'longitude',
      'phone',
      'service_hours',
      'delivery_service_ids',
    ])
    .orderBy('region')
    .orderBy('province')
    .orderBy('name')
    .execute();
}

function toWireWarehouse(row: WarehouseRow): WireWarehouse {
  return {
    warehouseId: row.id,
    name: row.name,
    slug: row.slug,
    address: {
      addressName: row.name,
      address1: row.address1,
      addressNumber: row.address_number,
      city: row.city,
      province: row.province,
      postalcode: row.postalcode,
      region: row.region,
      latitude: row.latitude ?? 0,
      longitude: row.longitude ?? 0,
    },
    metaData: { warehouse_locator: row.phone ? { PHONE: row.phone } : {} },
    serviceHours: { default: serviceHours(row.service_hours) },
    deliveryServices: row.delivery_service_ids as WireWarehouse['deliveryServices'],
  };
}

/** Whether a store is in the region asked for (name or slug, case and accents ignored). */
function inRegion(row: WarehouseRow, region: string): boolean {
  return foldText(row.region) === foldText(region);
}

/** Whether a store is in the province asked for (code, name or slug). */
function inProvince(row: WarehouseRow, province: string): boolean {
  const wanted = foldText(province);
  const known = provinceByCode(row.province) ?? PROVINCES.find((p) => p.code === row.province);
  return (
    foldText(row.province) === wanted || (known !== undefined && foldText(known.name) === wanted)
  );
}

/** Stores of the chain for the store locator, optionally of one region and province. */
export async function searchStores(
  db: Db,
  options: { region?: string; province?: string } = {},
): Promise<{ warehouses: WireWarehouse[] }> {
  const rows = await selectWarehouses(db);
  return {
    warehouses: rows
      .filter((row) => !options.region || inRegion(row, options.region))
      .filter((row) => !options.province || inProvince(row, options.province))
      .map(toWireWarehouse),
  };
}

/** One store by slug; 404 when unknown. */
export async function storeBySlug(db: Db, slug: string): Promise<WireWarehouse> {
  const rows = await selectWarehouses(db);
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) throw notFound('Punto vendita non trovato');
  return toWireWarehouse(row);
}
