import { DEFAULT_PHONE_PREFIX, createBillingAddressSchema } from '@carrello/core';

import type { Db, JsonObject, UserRow } from '../db/database';
import {
  parsePerson,
  toBillingAddress,
  toPerson,
  type BillingAddressOut,
  type PersonOut,
} from './fiscal-persons';
import { parsePhone } from './registration';
import { parseWith } from './validation';

/** The user detail of the contract (`UserDetail`): profile and billing data. */
export interface UserDetailOut {
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
} as const;

function linkedPersonId(user: UserRow): number | undefined {
  const id = (user.person as JsonObject | null)?.personFiscalId;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/** Reads the profile and billing data of a user (spec 3 "Billing data"). */
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
    userId: user.id,
    login: user.login,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone && /^\d{6,15}$/.test(user.phone) ? user.phone : null,
    // spec 3 and 9: the prefix defaults to +39.
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
  person?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
}

/**
 * Updates the profile: names, phone (core phone form: mobile numbers, prefix default +39), the
 * billing person (core fiscal person rules, kept as one of the user's fiscal persons) and the
 * billing address. One transaction.
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
  return db.transaction().execute(async (trx) => {
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
        ...(personJson ? { person: personJson } : {}),
        ...(billingAddress ? { billing_address: { ...billingAddress } } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
