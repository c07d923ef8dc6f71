import { sql, type Kysely } from 'kysely';

// Accounts area: e-mail change confirmations and the chain's loyalty cards (b2b registration with
// a card, docs/requirements/entities.md `fidelityCard`). Tokens are stored hashed, single-use and expiring, like the
// registration and password-reset tokens of 0001.
const statements = [
  `create table email_change_tokens (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     new_email text not null,
     token_hash text not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create index email_change_tokens_user_idx on email_change_tokens(user_id)`,
  `create table loyalty_cards (
     id serial primary key,
     card_number text not null unique,
     fiscal_code text not null,
     first_name text not null default '',
     last_name text not null default '',
     email text,
     company text,
     vat_code text,
     user_id integer references users(id) on delete set null,
     created_at timestamptz not null default now()
   )`,
  `create index loyalty_cards_fiscal_code_idx on loyalty_cards(fiscal_code)`,
];

/** Adds the e-mail change tokens and the loyalty cards. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops the tables of this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists loyalty_cards').execute(db);
  await sql.raw('drop table if exists email_change_tokens').execute(db);
}
