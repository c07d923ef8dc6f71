import {
  DEFAULT_PHONE_PREFIX,
  createBillingAddressSchema,
  isValidLoyaltyCard,
  normalizeLoyaltyCard,
} from '@carrello/core';

import type { Db, JsonObject, UserRow } from '../db/database';
import { HttpError, fieldError } from '../http/errors';
import {
  parsePerson,
  toBillingAddress,
  toPerson,
  type BillingAddressOut,
  type PersonOut,
} from './fiscal-persons';
import { REGISTRATION_MESSAGES, parsePhone } from './registration';
import { userIdentity } from './session';
import { parseWith } from './validation';

/** The user detail of the contract (`UserDetail`): profile and billing data. */
interface UserDetailOut {
  userId: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  prefix: string;
  fidelityCard: string | null;
  person: PersonOut | null;
  billingAddress: BillingAddressOut | null;
  profileLevel: number;
  profileConfirmed: boolean;
}

/** Italian texts of the profile. */
export const PROFILE_MESSAGES = {
  updated: 'Dati del profilo aggiornati',
  cardInvalid: 'Il numero della carta ha da 8 a 20 cifre',
} as const;

/** The card to link (a number), to unlink (null) or to keep (undefined); 400 when malformed. */
function parseCard(card: string | null | undefined): string | null | undefined {
  if (card === undefined || card === null) return card;
  const number = normalizeLoyaltyCard(card);
  if (number === '') return null;
  if (!isValidLoyaltyCard(number)) throw fieldError(PROFILE_MESSAGES.cardInvalid, 'fidelityCard');
  return number;
}

function linkedPersonId(user: UserRow): number | undefined {
  const id = (user.person as JsonObject | null)?.personFiscalId;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/** Reads the profile and billing data of a user (docs/requirements/entities.md "Billing data"). */
export async function getUserDetail(db: Db, user: UserRow): Promise<UserDetailOut> {
  const personId = linkedPersonId(user);
  const personRow = personId
    ? await db
        .selectFrom('fiscal_persons')
        .select(['id', 'person_type_id', 'data'])
        .where('id', '=', personId)
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  const person = personRow ? toPerson(personRow, user.email) : null;
  return {
    ...userIdentity(user),
    phone: user.phone && /^\d{6,15}$/.test(user.phone) ? user.phone : null,
    // docs/requirements/entities.md and constants.md: the prefix defaults to +39.
    prefix: user.prefix ?? DEFAULT_PHONE_PREFIX,
    fidelityCard: user.fidelity_card,
    person,
    billingAddress: toBillingAddress(user.billing_address) ?? person?.billingAddress ?? null,
    profileLevel: user.profile_level,
    profileConfirmed: user.profile_confirmed,
  };
}

/** Changes of `user.update`. */
export interface UserDetailInput {
  firstName?: string;
  lastName?: string;
  phone?: string;
  prefix?: string;
  /** A loyalty card to link, or null to unlink the current one. */
  fidelityCard?: string | null;
  person?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
}

/**
 * Updates the profile: names, phone (core phone form: mobile numbers, prefix default +39), the
 * billing person (core fiscal person rules, kept as one of the user's fiscal persons) and the
 * billing address, the loyalty card (409 when another account holds it). One transaction.
 */
export async function updateUserDetail(
  db: Db,
  user: UserRow,
  input: UserDetailInput,
): Promise<UserRow> {
  // A new prefix alone re-checks the saved number against it.
  const number = input.phone ?? (input.prefix !== undefined ? user.phone : null) ?? undefined;
  const phone =
    number !== undefined ? parsePhone(number, input.prefix ?? DEFAULT_PHONE_PREFIX) : undefined;
  const person = input.person ? parsePerson(input.person, 'person') : undefined;
  const billingAddress = input.billingAddress
    ? toBillingAddress(
        parseWith(createBillingAddressSchema(), input.billingAddress, 'billingAddress'),
      )
    : undefined;
  const card = parseCard(input.fidelityCard);
  return db.transaction().execute(async (trx) => {
    if (card !== undefined && card !== user.fidelity_card) {
      if (card !== null) {
        const holder = await trx
          .selectFrom('loyalty_cards')
          .select('user_id')
          .where('card_number', '=', card)
          .where('user_id', 'is not', null)
          .where('user_id', '!=', user.id)
          .executeTakeFirst();
        const other = await trx
          .selectFrom('users')
          .select('id')
          .where('fidelity_card', '=', card)
          .where('id', '!=', user.id)
          .executeTakeFirst();
        if (holder || other)
          throw new HttpError(409, REGISTRATION_MESSAGES.cardTaken, 'CARD_TAKEN', [
            { error: REGISTRATION_MESSAGES.cardTaken, code: 'CARD_TAKEN', field: 'fidelityCard' },
          ]);
      }
      await trx
        .updateTable('loyalty_cards')
        .set({ user_id: null })
        .where('user_id', '=', user.id)
        .execute();
      if (card !== null)
        await trx
          .updateTable('loyalty_cards')
          .set({ user_id: user.id })
          .where('card_number', '=', card)
          .execute();
    }
    let personJson: JsonObject | undefined;
    if (person) {
      const current = linkedPersonId(user);
      const existing = current
        ? await trx
            .selectFrom('fiscal_persons')
            .select('id')
            .where('id', '=', current)
            .where('user_id', '=', user.id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      const row = existing
        ? await trx
            .updateTable('fiscal_persons')
            .set({
              person_type_id: Number(person.personTypeId),
              data: person,
              updated_at: new Date(),
            })
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('fiscal_persons')
            .values({ user_id: user.id, person_type_id: Number(person.personTypeId), data: person })
            .returning('id')
            .executeTakeFirstOrThrow();
      personJson = { ...(user.person as JsonObject), ...person, personFiscalId: row.id };
    }
    return trx
      .updateTable('users')
      .set({
        ...(input.firstName !== undefined ? { first_name: input.firstName.trim() } : {}),
        ...(input.lastName !== undefined ? { last_name: input.lastName.trim() } : {}),
        ...(phone ? { phone: phone.phone, prefix: phone.prefix } : {}),
        ...(!phone && input.prefix !== undefined ? { prefix: input.prefix } : {}),
        ...(card !== undefined ? { fidelity_card: card } : {}),
        ...(personJson ? { person: personJson } : {}),
        ...(billingAddress ? { billing_address: { ...billingAddress } } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
