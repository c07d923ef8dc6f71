import type { ColumnType, Generated, Kysely } from 'kysely';

import type { Database, Db } from '../db/database';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Table `email_change_tokens` (migration 0200): confirmations of a new e-mail address. */
export interface EmailChangeTokensTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Table `loyalty_cards` (migration 0200): the chain's loyalty cards, with or without an account. */
export interface LoyaltyCardsTable {
  id: Generated<number>;
  card_number: string;
  fiscal_code: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: string | null;
  company: string | null;
  vat_code: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

/** The schema with the accounts migration (0200) applied. */
export interface AccountsDatabase extends Database {
  email_change_tokens: EmailChangeTokensTable;
  loyalty_cards: LoyaltyCardsTable;
}

/** A query builder that also knows the accounts tables. */
export type AccountsDb = Kysely<AccountsDatabase>;

/** Views the app database with the accounts tables (same connection, same transaction). */
export function accountsDb(db: Db | AccountsDb): AccountsDb {
  return db as unknown as AccountsDb;
}
