import {
  DELIVERY_SERVICE,
  PARTNER_ZONE_GROUP_ID,
  PAYMENT_TYPE,
  provinceByCode,
} from '@carrello/core';

import type { Db } from '../db/database';
import { inBatches } from './batches';
import type { Random } from './random';

/** Store towns: city, province, telephone area code, postal code, a street, and coordinates. */
const STORE_TOWNS = [
  {
    city: 'Milano',
    province: 'MI',
    areaCode: '02',
    postalcode: '20121',
    street: 'Corso Buenos Aires',
    lat: 45.478,
    lng: 9.21,
  },
  {
    city: 'Monza',
    province: 'MB',
    areaCode: '039',
    postalcode: '20900',
    street: 'Via Italia',
    lat: 45.584,
    lng: 9.274,
  },
  {
    city: 'Bergamo',
    province: 'BG',
    areaCode: '035',
    postalcode: '24121',
    street: 'Via XX Settembre',
    lat: 45.695,
    lng: 9.67,
  },
  {
    city: 'Brescia',
    province: 'BS',
    areaCode: '030',
    postalcode: '25121',
    street: 'Corso Zanardelli',
    lat: 45.539,
    lng: 10.22,
  },
  {
    city: 'Verona',
    province: 'VR',
    areaCode: '045',
    postalcode: '37121',
    street: 'Via Mazzini',
    lat: 45.442,
    lng: 10.997,
  },
  {
    city: 'Padova',
    province: 'PD',
    areaCode: '049',
    postalcode: '35121',
    street: 'Via Roma',
    lat: 45.406,
    lng: 11.877,
  },
  {
    city: 'Bologna',
    province: 'BO',
    areaCode: '051',
    postalcode: '40121',
    street: 'Via Indipendenza',
    lat: 44.498,
    lng: 11.342,
  },
  {
    city: 'Torino',
    province: 'TO',
    areaCode: '011',
    postalcode: '10121',
    street: 'Via Garibaldi',
    lat: 45.071,
    lng: 7.686,
  },
  {
    city: 'Firenze',
    province: 'FI',
    areaCode: '055',
    postalcode: '50123',
    street: 'Via dei Cerretani',
    lat: 43.773,
    lng: 11.253,
  },
  {
    city: 'Roma',
    province: 'RM',
    areaCode: '06',
    postalcode: '00184',
    street: 'Via Nazionale',
    lat: 41.9,
    lng: 12.492,
  },
  {
    city: 'Napoli',
    province: 'NA',
    areaCode: '081',
    postalcode: '80133',
    street: 'Via Toledo',
    lat: 40.842,
    lng: 14.249,
  },
  {
    city: 'Bari',
    province: 'BA',
    areaCode: '080',
    postalcode: '70121',
    street: 'Via Sparano',
    lat: 41.123,
    lng: 16.868,
  },
] as const;

/** Streets offered by the address lookup in every seeded town. */
const STREETS = [
  'Via Roma',
  'Via Garibaldi',
  'Via Mazzini',
  'Corso Italia',
  'Via Dante Alighieri',
  'Via Cavour',
  'Viale della Repubblica',
  'Via Vittorio Emanuele II',
  'Piazza del Duomo',
  'Via Giuseppe Verdi',
  'Via Alessandro Manzoni',
  'Via XX Settembre',
  'Via San Francesco',
  'Via Marconi',
  'Via Gramsci',
  'Via dei Mille',
];

/** Nearby towns of each store province (city lookup and delivery zones). */
const NEARBY: Record<string, Array<[string, string]>> = {
  MI: [
    ['Sesto San Giovanni', '20099'],
    ['Cinisello Balsamo', '20092'],
    ['Rho', '20017'],
  ],
  MB: [
    ['Lissone', '20851'],
    ['Desio', '20832'],
  ],
  BG: [
    ['Seriate', '24068'],
    ['Treviglio', '24047'],
  ],
  BS: [
    ['Desenzano del Garda', '25015'],
    ['Chiari', '25032'],
  ],
  VR: [
    ['Villafranca di Verona', '37069'],
    ['San Bonifacio', '37047'],
  ],
  PD: [
    ['Abano Terme', '35031'],
    ['Cittadella', '35013'],
  ],
  BO: [
    ['Casalecchio di Reno', '40033'],
    ['Imola', '40026'],
  ],
  TO: [
    ['Moncalieri', '10024'],
    ['Rivoli', '10098'],
  ],
  FI: [
    ['Scandicci', '50018'],
    ['Sesto Fiorentino', '50019'],
  ],
  RM: [
    ['Fiumicino', '00054'],
    ['Tivoli', '00019'],
  ],
  NA: [
    ['Pozzuoli', '80078'],
    ['Torre del Greco', '80059'],
  ],
  BA: [
    ['Molfetta', '70056'],
    ['Monopoli', '70043'],
  ],
};

/** Weekly opening hours of a store (contract `ServiceHour`-like rows). */
const SERVICE_HOURS = [
  { day: 'Lunedì', open: '08:00', close: '20:30' },
  { day: 'Martedì', open: '08:00', close: '20:30' },
  { day: 'Mercoledì', open: '08:00', close: '20:30' },
  { day: 'Giovedì', open: '08:00', close: '20:30' },
  { day: 'Venerdì', open: '08:00', close: '21:00' },
  { day: 'Sabato', open: '08:00', close: '21:00' },
  { day: 'Domenica', open: '09:00', close: '13:00' },
];

/** Payment types of a store that takes no saved cards: every seeded type but 25 (card intent). */
const STORE_WITHOUT_SAVED_CARDS = [PAYMENT_TYPE.FAST_PAYMENT, 1, 2, 31, 41, 42, 43, 44];

/** Delivery windows of a day: begin, end, capacity. */
const SLOT_TIMES = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['15:00', '17:00'],
  ['17:00', '19:00'],
  ['19:00', '21:00'],
] as const;

/** Ids of what the other seed steps reference. */
export interface SeededStores {
  warehouseIds: number[];
  zoneIds: number[];
  lockerIds: number[];
  partnerZoneId: number;
}

function isoDay(offset: number, today: Date): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
  );
  return day.toISOString().slice(0, 10);
}

/**
 * Delivery services 1/2/4, payment types (12 and 25 among them; the Bologna store offers no 25),
 * zones (one of zone group 5), stores across regions, lockers, time slots for the next 7 days,
 * and the address lookup data.
 */
export async function seedStores(db: Db, random: Random, today: Date): Promise<SeededStores> {
  await db
    .insertInto('delivery_services')
    .values([
      {
        id: DELIVERY_SERVICE.CLICK_AND_COLLECT,
        name: 'Ritiro in negozio',
        descr: 'Prepariamo la spesa, tu la ritiri al punto vendita che preferisci.',
        icon_source: 'store',
      },
      {
        id: DELIVERY_SERVICE.HOME_DELIVERY,
        name: 'Consegna a domicilio',
        descr: 'Ti portiamo la spesa a casa nella fascia oraria che scegli.',
        icon_source: 'truck',
      },
      {
        id: DELIVERY_SERVICE.LOCKER,
        name: 'Ritiro al locker',
        descr: 'Ritira la spesa quando vuoi da un armadietto refrigerato.',
        icon_source: 'locker',
      },
    ])
    .execute();

  await db
    .insertInto('payment_types')
    .values([
      {
        id: PAYMENT_TYPE.FAST_PAYMENT,
        name: 'Carta di credito',
        descr: 'Paghi online con carta in modo sicuro; l’importo è addebitato alla consegna.',
        payment_mode: 'redirect',
        icon_source: 'credit-card',
      },
      {
        id: PAYMENT_TYPE.CARD_INTENT,
        name: 'Carta salvata',
        descr: 'Paghi con una carta salvata, confermando con l’autenticazione della banca.',
        payment_mode: 'card-intent',
        icon_source: 'credit-card',
      },
      {
        id: 1,
        name: 'Contanti alla consegna',
        descr: 'Paghi in contanti al momento della consegna.',
        payment_mode: 'on-delivery',
        icon_source: 'cash',
      },
      {
        id: 2,
        name: 'Bancomat alla consegna',
        descr: 'Paghi con carta di debito al momento della consegna.',
        payment_mode: 'on-delivery',
        icon_source: 'pos',
      },
      {
        id: 31,
        name: 'Satispay',
        descr: 'Paghi con l’app Satispay.',
        payment_mode: 'redirect',
        icon_source: 'satispay',
      },
      {
        id: 41,
        name: 'Buoni pasto Edenred',
        descr: 'Paghi con i buoni pasto elettronici Edenred.',
        payment_mode: 'meal-ticket',
        icon_source: 'meal-ticket',
      },
      {
        id: 42,
        name: 'Buoni pasto Pellegrini',
        descr: 'Paghi con i buoni pasto elettronici Pellegrini.',
        payment_mode: 'meal-ticket',
        icon_source: 'meal-ticket',
      },
      {
        id: 43,
        name: 'Buoni pasto Day',
        descr: 'Paghi con i buoni pasto elettronici Day.',
        payment_mode: 'meal-ticket',
        icon_source: 'meal-ticket',
      },
      {
        id: 44,
        name: 'Buoni pasto Sodexo',
        descr: 'Paghi con i buoni pasto elettronici Pluxee (ex Sodexo).',
        payment_mode: 'meal-ticket',
        icon_source: 'meal-ticket',
      },
    ])
    .execute();

  // One zone per store province; Milan's hinterland is served by a partner (zone group 5).
  const zoneRows = await db
    .insertInto('zones')
    .values(
      STORE_TOWNS.map((town) => ({
        zone_group_id: 1,
        name: `Zona ${town.city}`,
        postal_codes: [town.postalcode, ...(NEARBY[town.province] ?? []).map(([, cap]) => cap)],
      })),
    )
    .returning('id')
    .execute();
  const partner = await db
    .insertInto('zones')
    .values({
      zone_group_id: PARTNER_ZONE_GROUP_ID,
      name: 'Zona partner Brianza',
      postal_codes: ['20811', '20812', '20813', '20814'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const warehouseRows = await db
    .insertInto('warehouses')
    .values(
      STORE_TOWNS.map((town, index) => ({
        name: `Carrello ${town.city} ${town.street.replace(/^(Via|Corso) /, '')}`,
        slug: `carrello-${town.city.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        address1: town.street,
        address_number: String(random.int(1, 180)),
        city: town.city,
        province: town.province,
        region: provinceByCode(town.province)?.region ?? '',
        postalcode: town.postalcode,
        latitude: town.lat,
        longitude: town.lng,
        // A landline of the town's district: its area code, then digits up to ten in all. The
        // nine random digits are drawn whatever the code's length, so the seed after them is
        // unchanged.
        phone: `${town.areaCode} ${(random.digits(2) + random.digits(7)).slice(0, 10 - town.areaCode.length)}`,
        zone_id: zoneRows[index]!.id,
        service_hours: SERVICE_HOURS,
        delivery_service_ids:
          index % 3 === 0
            ? [
                DELIVERY_SERVICE.CLICK_AND_COLLECT,
                DELIVERY_SERVICE.HOME_DELIVERY,
                DELIVERY_SERVICE.LOCKER,
              ]
            : [DELIVERY_SERVICE.CLICK_AND_COLLECT, DELIVERY_SERVICE.HOME_DELIVERY],
        // The Bologna store takes no saved cards (no type 25): its carts show the fast payment.
        payment_type_ids: town.province === 'BO' ? STORE_WITHOUT_SAVED_CARDS : null,
        metadata: {
          parking: index % 2 === 0,
          storeType: index % 4 === 0 ? 'ipermercato' : 'supermercato',
        },
      })),
    )
    .returning([
      'id',
      'delivery_service_ids',
      'address1',
      'address_number',
      'city',
      'province',
      'postalcode',
      'zone_id',
      'name',
    ])
    .execute();

  // Each store is also a pickup address (delivery service 1).
  await db
    .insertInto('addresses')
    .values(
      warehouseRows.map((w) => ({
        warehouse_id: w.id,
        delivery_service_id: DELIVERY_SERVICE.CLICK_AND_COLLECT,
        address_type_id: 2,
        address_name: w.name,
        address1: w.address1,
        address_number: w.address_number,
        city: w.city,
        province: w.province,
        postalcode: w.postalcode,
        zone_id: w.zone_id,
      })),
    )
    .execute();

  const lockerStores = warehouseRows.filter((w) =>
    w.delivery_service_ids.includes(DELIVERY_SERVICE.LOCKER),
  );
  const lockerRows = await db
    .insertInto('lockers')
    .values(
      lockerStores.map((w) => ({
        warehouse_id: w.id,
        name: `Locker ${w.city} Stazione`,
        address1: 'Piazza della Stazione',
        city: w.city,
        province: w.province,
        postalcode: w.postalcode,
      })),
    )
    .returning(['id', 'warehouse_id', 'name', 'address1', 'city', 'province', 'postalcode'])
    .execute();
  await db
    .insertInto('addresses')
    .values(
      lockerRows.map((l) => ({
        warehouse_id: l.warehouse_id,
        locker_id: l.id,
        delivery_service_id: DELIVERY_SERVICE.LOCKER,
        address_type_id: 3,
        address_name: l.name,
        address1: l.address1,
        address_number: '1',
        city: l.city,
        province: l.province,
        postalcode: l.postalcode,
      })),
    )
    .execute();

  // Time slots: the next 7 days, every store, each service it offers.
  const slots = [];
  for (let day = 0; day < 7; day += 1) {
    const date = isoDay(day, today);
    for (const w of warehouseRows)
      for (const serviceId of w.delivery_service_ids)
        for (const [begin, end] of SLOT_TIMES)
          slots.push({
            warehouse_id: w.id,
            delivery_service_id: serviceId,
            zone_id: w.zone_id,
            date,
            begin_time: begin,
            end_time: end,
            capacity:
              serviceId === DELIVERY_SERVICE.HOME_DELIVERY ? random.int(4, 12) : random.int(10, 25),
            taken: 0,
          });
  }
  await inBatches(slots, 500, (batch) => db.insertInto('timeslots').values(batch).execute());

  const places = [];
  for (const town of STORE_TOWNS) {
    const province = provinceByCode(town.province);
    const towns: Array<[string, string]> = [
      [town.city, town.postalcode],
      ...(NEARBY[town.province] ?? []),
    ];
    for (const [city, cap] of towns)
      for (const street of STREETS)
        places.push({
          province: town.province,
          province_name: province?.name ?? town.province,
          region: province?.region ?? '',
          city,
          postalcode: cap,
          street,
        });
  }
  await db.insertInto('geo_places').values(places).execute();

  return {
    warehouseIds: warehouseRows.map((w) => w.id),
    zoneIds: zoneRows.map((z) => z.id),
    lockerIds: lockerRows.map((l) => l.id),
    partnerZoneId: partner.id,
  };
}
