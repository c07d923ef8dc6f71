import { provinceByCode } from '@carrello/core';

import type { Db } from '../db/database';

// Long streets of the big cities run through several postal codes, so their lookup answers a
// list (`elencoCAP`, docs/requirements/entities.md) and the address form lets the shopper pick one; the streets seeded
// with the stores (stores.ts) have a single CAP, which the form fills in by itself (docs/requirements/invoice.md).
const MULTI_CAP_STREETS: Array<[province: string, city: string, street: string, caps: string[]]> = [
  ['MI', 'Milano', 'Viale Monza', ['20125', '20126', '20127']],
  ['MI', 'Milano', 'Via Padova', ['20127', '20131', '20132']],
  ['MI', 'Milano', 'Corso Buenos Aires', ['20124']],
  ['MI', 'Milano', 'Corso Sempione', ['20145', '20154']],
  ['MI', 'Milano', 'Viale Famagosta', ['20142']],
  ['RM', 'Roma', 'Via Appia Nuova', ['00179', '00181', '00183']],
  ['RM', 'Roma', 'Via Tuscolana', ['00174', '00175', '00181', '00182']],
  ['RM', 'Roma', 'Via Nomentana', ['00141', '00161', '00162']],
  ['TO', 'Torino', 'Corso Francia', ['10138', '10143']],
  ['TO', 'Torino', 'Via Nizza', ['10125', '10126']],
  ['NA', 'Napoli', 'Via Toledo', ['80132', '80134']],
  ['BO', 'Bologna', 'Via Emilia Levante', ['40139']],
  ['BO', 'Bologna', 'Via Saragozza', ['40123', '40135']],
  ['FI', 'Firenze', 'Viale dei Mille', ['50131']],
  ['BA', 'Bari', 'Corso Cavour', ['70121', '70122']],
];

// Towns without a store: the lookups cover provinces that home delivery does not reach yet.
const OTHER_TOWNS: Array<[province: string, city: string, cap: string, streets: string[]]> = [
  ['CO', 'Como', '22100', ['Via Milano', 'Viale Lecco', 'Piazza Cavour']],
  ['CO', 'Cantù', '22063', ['Via Milano', 'Corso Unità d’Italia']],
  ['VA', 'Varese', '21100', ['Corso Matteotti', 'Via Sacco', 'Viale Borri']],
  ['LC', 'Lecco', '23900', ['Corso Martiri della Liberazione', 'Via Cavour']],
  ['PV', 'Pavia', '27100', ['Strada Nuova', 'Corso Cavour']],
  ['GE', 'Genova', '16121', ['Via XX Settembre', 'Via Roma']],
  ['PA', 'Palermo', '90133', ['Via Maqueda', 'Corso Vittorio Emanuele']],
];

/** Adds the address-lookup places beyond the store towns: multi-CAP streets and more towns. */
export async function seedGeo(db: Db): Promise<void> {
  const rows = [];
  for (const [code, city, street, caps] of MULTI_CAP_STREETS)
    for (const cap of caps) rows.push(place(code, city, cap, street));
  for (const [code, city, cap, streets] of OTHER_TOWNS)
    for (const street of streets) rows.push(place(code, city, cap, street));
  await db.insertInto('geo_places').values(rows).execute();
}

function place(code: string, city: string, postalcode: string, street: string) {
  const province = provinceByCode(code);
  return {
    province: code,
    province_name: province?.name ?? code,
    region: province?.region ?? '',
    city,
    postalcode,
    street,
  };
}
