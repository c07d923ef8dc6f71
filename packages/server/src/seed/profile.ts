import { computeTaxCodeCheckChar } from '@carrello/core';

import type { Db, JsonObject } from '../db/database';
import type { SeededAccounts } from './accounts';

function taxCode(first15: string): string {
  return `${first15}${computeTaxCodeCheckChar(first15)}`;
}

/** Loyalty cards of the demo: Mario's (with an account) and two without an online account yet. */
export const DEMO_CARDS = {
  mario: { card: '2900000012345', fiscalCode: taxCode('RSSMRA80A01F205') },
  luca: { card: '2900000067890', fiscalCode: taxCode('VRDLCU75C12L219') },
  trattoria: { card: '2900000099999', fiscalCode: '00743110157', vatCode: '00743110157' },
} as const;

/**
 * Profile data of the demo accounts: the loyalty cards, and Mario's billing person linked to his
 * profile (user detail `person`).
 */
export async function seedProfile(db: Db, accounts: SeededAccounts): Promise<void> {
  await db
    .insertInto('loyalty_cards')
    .values([
      {
        card_number: DEMO_CARDS.mario.card,
        fiscal_code: DEMO_CARDS.mario.fiscalCode,
        first_name: 'Mario',
        last_name: 'Rossi',
        email: 'mario.rossi@example.it',
        user_id: accounts.mario,
      },
      {
        card_number: DEMO_CARDS.luca.card,
        fiscal_code: DEMO_CARDS.luca.fiscalCode,
        first_name: 'Luca',
        last_name: 'Verdi',
        email: 'luca.verdi@example.it',
      },
      {
        card_number: DEMO_CARDS.trattoria.card,
        fiscal_code: DEMO_CARDS.trattoria.fiscalCode,
        vat_code: DEMO_CARDS.trattoria.vatCode,
        company: 'Trattoria Da Gino S.n.c.',
        email: 'amministrazione@trattoriadagino.it',
      },
    ])
    .execute();

  const person = await db
    .selectFrom('fiscal_persons')
    .select(['id', 'data'])
    .where('user_id', '=', accounts.mario)
    .orderBy('id')
    .executeTakeFirst();
  if (!person) return;
  const user = await db
    .selectFrom('users')
    .select(['person', 'email'])
    .where('id', '=', accounts.mario)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('fiscal_persons')
    .set({ data: { ...person.data, email: user.email } })
    .where('id', '=', person.id)
    .execute();
  await db
    .updateTable('users')
    .set({
      person: { ...(user.person as JsonObject), personFiscalId: person.id },
      billing_address: (person.data.billingAddress as JsonObject | undefined) ?? null,
    })
    .where('id', '=', accounts.mario)
    .execute();
}
