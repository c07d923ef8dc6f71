import { PERSON_TYPE, normalizeTaxCode, normalizeVatNumber } from '@carrello/core';

import type { Db, JsonObject, UserRow } from '../db/database';
import { BusinessError, HttpError, fieldError, notFound } from '../http/errors';
import { createFiscalPerson, type PersonOut } from './fiscal-persons';
import {
  ACCOUNT_LIMITS,
  REGISTRATION_MESSAGES,
  enforceRateLimit,
  registerUser,
  type RegistrationInput,
} from './registration';
import { updateUserDetail, type UserDetailInput } from './user-profile';

/** Italian texts of the business registration. */
export const B2B_MESSAGES = {
  companyRequired: 'Per un account aziendale indica la ragione sociale e il tipo di cliente',
  cardMismatch: 'Carta fedeltà e codice fiscale non corrispondono a nessun cliente',
  personNotBusiness:
    'Per la registrazione aziendale indica un’azienda, una ditta individuale o un ente pubblico',
  addressNotFound: 'Uno degli indirizzi indicati non è tra i tuoi indirizzi',
  updated: 'Dati aziendali aggiornati',
  personSaved: 'Dati aziendali salvati',
} as const;

function isBusiness(typeId: number | undefined): boolean {
  return (
    typeId === PERSON_TYPE.COMPANY ||
    typeId === PERSON_TYPE.SOLE_PROPRIETORSHIP ||
    typeId === PERSON_TYPE.PUBLIC_BODY
  );
}

/** Creates a business customer: a registration whose person is a company (types 2 to 4). */
export async function registerBusinessUser(
  db: Db,
  input: RegistrationInput,
  options: { publicUrl: string; clientIp: string },
): Promise<UserRow> {
  if (!input.person?.company || !isBusiness(input.person.personTypeId))
    throw fieldError(B2B_MESSAGES.companyRequired, 'person.company');
  return registerUser(db, input, { ...options, extraPerson: { b2b: true } });
}

/**
 * Creates an account for a loyalty card of the chain: card number and tax code (or VAT number)
 * must match a card (404), and the card must not have an account yet (409).
 */
export async function registerUserWithCard(
  db: Db,
  input: { fidelityCard: string; person: { fiscalCode: string }; email: string; password: string },
  options: { publicUrl: string; clientIp: string },
): Promise<UserRow> {
  await enforceRateLimit(db, `lookup:ip:${options.clientIp}`, ACCOUNT_LIMITS.lookupPerClient);
  const card = await findCard(db, input.fidelityCard, input.person.fiscalCode);
  if (!card) throw notFound(B2B_MESSAGES.cardMismatch);
  if (card.user_id !== null)
    throw new HttpError(409, REGISTRATION_MESSAGES.cardTaken, 'CARD_TAKEN');
  const business = Boolean(card.company);
  return registerUser(
    db,
    {
      email: input.email,
      password: input.password,
      firstName: card.first_name || card.company || 'Cliente',
      lastName: card.last_name || '-',
      fidelityCard: card.card_number,
      person: {
        fiscalCode: card.fiscal_code,
        personTypeId: business ? PERSON_TYPE.COMPANY : PERSON_TYPE.PRIVATE,
        ...(card.company ? { company: card.company } : {}),
        ...(card.vat_code ? { vatCode: card.vat_code } : {}),
      },
    },
    options,
  );
}

async function findCard(db: Db, cardNumber: string, code: string) {
  const taxCode = normalizeTaxCode(code);
  const vat = normalizeVatNumber(code);
  return db
    .selectFrom('loyalty_cards')
    .selectAll()
    .where('card_number', '=', cardNumber)
    .where((eb) => eb.or([eb('fiscal_code', '=', taxCode), eb('vat_code', '=', vat)]))
    .executeTakeFirst();
}

/** Hides most of an e-mail address: `m***i@e***.it`. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const mask = (part: string) => (part.length <= 1 ? `${part}***` : `${part[0]}***${part.at(-1)}`);
  return `${mask(local)}@${mask(host)}${tld}`;
}

/**
 * Whether a loyalty card with that tax code or VAT number exists, with a masked e-mail only;
 * rate-limited per client address against enumeration.
 */
export async function lookupCard(
  db: Db,
  input: { card: string; code: string; clientIp: string },
): Promise<{
  found: boolean;
  user?: { maskedEmail: string; firstName?: string; registered: boolean };
}> {
  await enforceRateLimit(db, `lookup:ip:${input.clientIp}`, ACCOUNT_LIMITS.lookupPerClient);
  const card = await findCard(db, input.card, input.code);
  if (!card) return { found: false };
  const account = card.user_id
    ? await db
        .selectFrom('users')
        .select(['email', 'first_name'])
        .where('id', '=', card.user_id)
        .executeTakeFirst()
    : undefined;
  const email = account?.email ?? card.email ?? '';
  const firstName = account?.first_name || card.first_name || card.company || undefined;
  return {
    found: true,
    user: {
      maskedEmail: email ? maskEmail(email) : '',
      ...(firstName ? { firstName } : {}),
      registered: account !== undefined,
    },
  };
}

/** Saves the company of a business customer as a fiscal person and links it to the profile. */
export async function registerBusinessPerson(
  db: Db,
  user: UserRow,
  input: Record<string, unknown>,
): Promise<PersonOut> {
  if (!isBusiness(Number(input.personTypeId)))
    throw new BusinessError(B2B_MESSAGES.personNotBusiness, 'NOT_BUSINESS');
  const person = await createFiscalPerson(db, user, input);
  await db
    .updateTable('users')
    .set({
      person: { ...(user.person as JsonObject), personFiscalId: person.personFiscalId, b2b: true },
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  return person;
}

/** Changes of the business data. */
interface B2bUpdateInput extends Omit<UserDetailInput, 'firstName' | 'lastName'> {
  addressIds?: number[];
  attributes?: Record<string, string>;
}

/**
 * Updates the business data: phone, person and billing address as the profile does, plus the
 * delivery addresses enabled for the company (each must be the user's: 404) and free attributes.
 */
export async function updateBusinessData(
  db: Db,
  user: UserRow,
  input: B2bUpdateInput,
): Promise<void> {
  const { addressIds, attributes, ...detail } = input;
  if (addressIds && addressIds.length > 0) {
    const wanted = [...new Set(addressIds)];
    const own = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', user.id)
      .where('deleted_at', 'is', null)
      .where('id', 'in', wanted)
      .execute();
    // The contract has no 404 here: another user's (or an unknown) id is bad input.
    if (own.length !== wanted.length) throw fieldError(B2B_MESSAGES.addressNotFound, 'addressIds');
  }
  const updated = Object.keys(detail).length > 0 ? await updateUserDetail(db, user, detail) : user;
  if (addressIds !== undefined || attributes !== undefined) {
    const current = (updated.person as JsonObject) ?? {};
    const b2b = (current.b2bData as JsonObject | undefined) ?? {};
    await db
      .updateTable('users')
      .set({
        person: {
          ...current,
          b2bData: {
            ...b2b,
            ...(addressIds !== undefined ? { addressIds: [...new Set(addressIds)] } : {}),
            ...(attributes !== undefined
              ? { attributes: { ...(b2b.attributes as JsonObject), ...attributes } }
              : {}),
          },
        },
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
  }
}
