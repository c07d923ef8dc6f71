import { createHash, scryptSync } from 'node:crypto';

import type { Db } from '../db/database';
import type { Random } from './random';

/** A demo account of the README. */
export interface DemoAccount {
  login: string;
  email: string;
  password: string;
}

/** Confirmed customer, profile level 1, with phone, addresses, fiscal person, card, orders, list. */
export const MARIO: DemoAccount = {
  login: 'mario.rossi@example.it',
  email: 'mario.rossi@example.it',
  password: 'Spesa2026!',
};

/** Customer with profile level 0 and no phone. */
export const GIULIA: DemoAccount = {
  login: 'giulia.bianchi@example.it',
  email: 'giulia.bianchi@example.it',
  password: 'Spesa2026!',
};

/** Support user for single sign-on. */
export const SUPPORT: DemoAccount = {
  login: 'supporto',
  email: 'supporto@example.it',
  password: 'Supporto2026!',
};

// Demo passwords are public, so their salts may come from the seed: the rows stay identical
// for the same seed number. Real sign-ups use random salts (services/passwords.ts).
function seededHash(password: string, random: Random): string {
  const salt = createHash('sha256').update(random.digits(32)).digest().subarray(0, 16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Ids of the demo users. */
export interface SeededAccounts {
  mario: number;
  giulia: number;
  support: number;
}

/** Inserts the demo accounts. */
export async function seedAccounts(db: Db, random: Random): Promise<SeededAccounts> {
  const rows = await db
    .insertInto('users')
    .values([
      {
        login: MARIO.login,
        email: MARIO.email,
        password_hash: seededHash(MARIO.password, random),
        first_name: 'Mario',
        last_name: 'Rossi',
        phone: '3471234567',
        prefix: '+39',
        fidelity_card: '2900000012345',
        profile_level: 1,
        profile_confirmed: true,
        newsletter: true,
        person: {
          personTypeId: 1,
          firstName: 'Mario',
          lastName: 'Rossi',
          fiscalCode: 'RSSMRA80A01F205X',
          birthDate: '1980-01-01',
          gender: 'M',
        },
      },
      {
        login: GIULIA.login,
        email: GIULIA.email,
        password_hash: seededHash(GIULIA.password, random),
        first_name: 'Giulia',
        last_name: 'Bianchi',
        profile_level: 0,
        profile_confirmed: false,
        person: { personTypeId: 1, firstName: 'Giulia', lastName: 'Bianchi' },
      },
      {
        login: SUPPORT.login,
        email: SUPPORT.email,
        password_hash: seededHash(SUPPORT.password, random),
        first_name: 'Assistenza',
        last_name: 'Clienti',
        profile_level: 1,
        profile_confirmed: true,
        sso_user: true,
        person: {},
      },
    ])
    .returning(['id', 'login'])
    .execute();
  const id = (login: string) => rows.find((row) => row.login === login)!.id;
  return { mario: id(MARIO.login), giulia: id(GIULIA.login), support: id(SUPPORT.login) };
}
