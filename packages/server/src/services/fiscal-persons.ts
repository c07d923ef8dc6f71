import {
  COUNTRY_ITALY,
  DEFAULT_SDI_CODE,
  createBillingAddressSchema,
  createFiscalPersonSchema,
} from '@carrello/core';

import type { Db, JsonObject } from '../db/database';
import { BusinessError, notFound } from '../http/errors';
import { parseWith } from './validation';

/** Italian texts of the fiscal persons (billing addresses for invoices). */
export const FISCAL_PERSON_MESSAGES = {
  notFound: 'Dati di fatturazione non trovati',
  duplicate: 'Hai già salvato dei dati di fatturazione con questo codice fiscale o Partita Iva',
  tooMany: 'Puoi salvare al massimo 20 intestatari di fattura',
  saved: 'Dati di fatturazione salvati',
  deleted: 'Dati di fatturazione eliminati',
} as const;

/** Fiscal persons a user may keep. */
const MAX_FISCAL_PERSONS = 20;

/** A billing address as the contract shows it. */
export interface BillingAddressOut {
  name?: string;
  address1: string;
  addressName?: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  country?: { countryId: number; iso: string; name: string };
}

/** A fiscal person as the contract shows it (`Person`). */
export interface PersonOut {
  personFiscalId: number;
  personTypeId: 1 | 2 | 3 | 4;
  firstName?: string;
  lastName?: string;
  company?: string;
  vatCode?: string;
  vatFiscalCode?: string;
  email: string;
  emailCertified?: string;
  vatSdiCode?: string;
  billingAddress?: BillingAddressOut;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Maps a stored billing address (any seed or API shape) to the contract's. */
export function toBillingAddress(value: unknown): BillingAddressOut | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const a = value as JsonObject;
  const address1 = text(a.address1);
  const addressNumber = text(a.addressNumber);
  const city = text(a.city);
  const province = text(a.province);
  const postalcode = text(a.postalcode);
  if (!address1 || !addressNumber || !city || !province || !postalcode) return undefined;
  const name = text(a.name);
  const addressName = text(a.addressName);
  return {
    ...(name ? { name } : {}),
    address1,
    ...(addressName ? { addressName } : {}),
    addressNumber,
    city,
    province,
    postalcode,
    country: { ...COUNTRY_ITALY },
  };
}

/** Maps a `fiscal_persons` row to the contract's `Person`; `fallbackEmail` fills a missing e-mail. */
export function toPerson(
  row: { id: number; person_type_id: number; data: JsonObject },
  fallbackEmail: string,
): PersonOut {
  const d = row.data;
  const fields: Array<[keyof PersonOut, string | undefined]> = [
    ['firstName', text(d.firstName)],
    ['lastName', text(d.lastName)],
    ['company', text(d.company)],
    ['vatCode', text(d.vatCode)],
    // Older rows (the seed) call the tax code `fiscalCode` and the SDI code `codInt`.
    ['vatFiscalCode', text(d.vatFiscalCode) ?? text(d.fiscalCode)],
    ['emailCertified', text(d.emailCertified)],
    ['vatSdiCode', text(d.vatSdiCode) ?? text(d.codInt) ?? DEFAULT_SDI_CODE],
  ];
  const billingAddress = toBillingAddress(d.billingAddress);
  return {
    personFiscalId: row.id,
    personTypeId: row.person_type_id as PersonOut['personTypeId'],
    ...Object.fromEntries(fields.filter(([, value]) => value !== undefined)),
    email: text(d.email) ?? fallbackEmail,
    ...(billingAddress ? { billingAddress } : {}),
  };
}

/** Validates a fiscal person with the core rules of its person type (docs/requirements/validation.md) and fills defaults. */
export function parsePerson(input: Record<string, unknown>, prefix = ''): JsonObject {
  const person = parseWith(createFiscalPersonSchema(), input, prefix) as JsonObject;
  const billingAddress =
    input.billingAddress === undefined
      ? undefined
      : (parseWith(
          createBillingAddressSchema(),
          input.billingAddress,
          [prefix, 'billingAddress'].filter(Boolean).join('.'),
        ) as JsonObject);
  const clean = Object.fromEntries(
    Object.entries(person).filter(
      ([key, value]) => key !== 'personFiscalId' && (typeof value === 'number' || text(value)),
    ),
  );
  return {
    ...clean,
    // docs/requirements/invoice.md and constants.md: a new fiscal person gets the e-invoice code 0000000 when none is given.
    vatSdiCode: text(person.vatSdiCode) ?? DEFAULT_SDI_CODE,
    ...(billingAddress ? { billingAddress: toBillingAddress(billingAddress) } : {}),
  };
}

function identity(data: JsonObject): string {
  return [text(data.vatFiscalCode) ?? text(data.fiscalCode), text(data.vatCode)]
    .filter(Boolean)
    .join('|')
    .toUpperCase();
}

/** The live fiscal persons of a user, oldest first. */
export async function listFiscalPersons(
  db: Db,
  userId: number,
  email: string,
): Promise<PersonOut[]> {
  const rows = await db
    .selectFrom('fiscal_persons')
    .select(['id', 'person_type_id', 'data'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => toPerson(row, email));
}

/** One live fiscal person of the user, or a 404 (unknown or another user's). */
async function getFiscalPerson(db: Db, userId: number, id: number) {
  return db
    .selectFrom('fiscal_persons')
    .select(['id', 'person_type_id', 'data'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow(() => notFound(FISCAL_PERSON_MESSAGES.notFound));
}

async function assertNoDuplicate(db: Db, userId: number, data: JsonObject, exceptId?: number) {
  const key = identity(data);
  if (!key) return;
  const rows = await db
    .selectFrom('fiscal_persons')
    .select(['id', 'data'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  if (rows.some((row) => row.id !== exceptId && identity(row.data) === key))
    throw new BusinessError(FISCAL_PERSON_MESSAGES.duplicate, 'DUPLICATE');
}

/** Inserts a fiscal person (docs/requirements/invoice.md); a business refusal for a duplicate or past the limit. */
export async function createFiscalPerson(
  db: Db,
  user: { id: number; email: string },
  input: Record<string, unknown>,
): Promise<PersonOut> {
  const data = parsePerson(input);
  return db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('fiscal_persons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_FISCAL_PERSONS)
      throw new BusinessError(FISCAL_PERSON_MESSAGES.tooMany, 'LIMIT');
    await assertNoDuplicate(trx, user.id, data);
    const row = await trx
      .insertInto('fiscal_persons')
      .values({ user_id: user.id, person_type_id: Number(data.personTypeId), data })
      .returning(['id', 'person_type_id', 'data'])
      .executeTakeFirstOrThrow();
    return toPerson(row, user.email);
  });
}

/** Replaces a fiscal person of the user (404 when not the user's). */
export async function updateFiscalPerson(
  db: Db,
  user: { id: number; email: string },
  id: number,
  input: Record<string, unknown>,
): Promise<PersonOut> {
  const data = parsePerson(input);
  return db.transaction().execute(async (trx) => {
    await getFiscalPerson(trx, user.id, id);
    await assertNoDuplicate(trx, user.id, data, id);
    const row = await trx
      .updateTable('fiscal_persons')
      .set({ person_type_id: Number(data.personTypeId), data, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returning(['id', 'person_type_id', 'data'])
      .executeTakeFirstOrThrow();
    return toPerson(row, user.email);
  });
}

/**
 * Deletes a fiscal person of the user (404 when not the user's). Kept as a soft delete: past
 * orders still point at it.
 */
export async function deleteFiscalPerson(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getFiscalPerson(trx, userId, id);
    await trx
      .updateTable('fiscal_persons')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    // docs/requirements/invoice.md: the client clears PERSON_FISCAL_ID too; the open cart never keeps a deleted one.
    await trx
      .updateTable('carts')
      .set({ person_fiscal_id: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .where('person_fiscal_id', '=', id)
      .execute();
  });
}
