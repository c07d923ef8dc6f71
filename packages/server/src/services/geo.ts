import { COUNTRY_ITALY, DELIVERY_SERVICE, PROVINCES } from '@carrello/core';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { BusinessError, notFound } from '../http/errors';

/** Italian texts of the address lookups. */
const GEO_MESSAGES = {
  onlyItaly: 'Sono disponibili solo le province italiane',
  provinceNotFound: 'Provincia non trovata',
  cityNotFound: 'Comune non trovato',
} as const;

/** Results of one city or street lookup at most. */
const GEO_LOOKUP_LIMIT = 20;

/** A province of the lookup (`GeoProvince`): `Id` is its position in the core province table. */
interface GeoProvinceOut {
  Id: number;
  Nome: string;
  Sigla: string;
}

/**
 * The provinces of a country (only Italy, id 1); with `homeDeliveryOnly`, those where home
 * delivery reaches at least one postal code or a store delivers.
 */
export async function listProvinces(
  db: Db,
  countryId: number,
  homeDeliveryOnly: boolean,
): Promise<GeoProvinceOut[]> {
  if (countryId !== COUNTRY_ITALY.countryId)
    throw new BusinessError(GEO_MESSAGES.onlyItaly, 'COUNTRY');
  const all = PROVINCES.map((province, index) => ({
    Id: index + 1,
    Nome: province.name,
    Sigla: province.code,
  }));
  if (!homeDeliveryOnly) return all;
  const [byZone, byStore] = await Promise.all([
    db
      .selectFrom('geo_places')
      .select('province')
      .distinct()
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('zones')
            .select('id')
            .where(sql<boolean>`zones.postal_codes @> jsonb_build_array(geo_places.postalcode)`),
        ),
      )
      .execute(),
    db
      .selectFrom('warehouses')
      .select('province')
      .distinct()
      .where(
        sql<boolean>`delivery_service_ids @> ${JSON.stringify([DELIVERY_SERVICE.HOME_DELIVERY])}::jsonb`,
      )
      .execute(),
  ]);
  const served = new Set([...byZone, ...byStore].map((row) => row.province));
  return all.filter((province) => served.has(province.Sigla));
}

/** Cities of a province whose name starts with `filter` (accents and case ignored). */
export async function listCities(db: Db, provinceId: number, filter: string) {
  const province = PROVINCES[provinceId - 1];
  if (!province) throw notFound(GEO_MESSAGES.provinceNotFound);
  const rows = await db
    .selectFrom('geo_places')
    .select([sql<number>`min(id)`.as('id'), 'city'])
    .where('province', '=', province.code)
    .where(
      sql<boolean>`unaccent(lower(city)) like unaccent(lower(${escapeLike(filter.trim())})) || '%'`,
    )
    .groupBy('city')
    .orderBy('city')
    .limit(GEO_LOOKUP_LIMIT)
    .execute();
  return rows.map((row) => ({ Id: Number(row.id), Nome: row.city }));
}

/**
 * Streets of a city containing `filter`, each with its postal codes (`elencoCAP`, docs/requirements/entities.md; with
 * exactly one the form fills the CAP in, docs/requirements/invoice.md).
 */
export async function listStreets(db: Db, cityId: number, filter: string) {
  const city = await db
    .selectFrom('geo_places')
    .select(['province', 'city'])
    .where('id', '=', cityId)
    .executeTakeFirstOrThrow(() => notFound(GEO_MESSAGES.cityNotFound));
  const rows = await db
    .selectFrom('geo_places')
    .select([
      sql<number>`min(id)`.as('id'),
      'street',
      sql<string[]>`jsonb_agg(distinct postalcode order by postalcode)`.as('caps'),
    ])
    .where('province', '=', city.province)
    .where('city', '=', city.city)
    .where('street', 'is not', null)
    .where(
      sql<boolean>`unaccent(lower(street)) like '%' || unaccent(lower(${escapeLike(filter.trim())})) || '%'`,
    )
    .groupBy('street')
    .orderBy('street')
    .limit(GEO_LOOKUP_LIMIT)
    .execute();
  return rows.map((row) => ({
    Id: Number(row.id),
    Nome: row.street!,
    elencoCAP: typeof row.caps === 'string' ? (JSON.parse(row.caps) as string[]) : row.caps,
  }));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
