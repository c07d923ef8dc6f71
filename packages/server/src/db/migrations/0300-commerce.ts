import { sql, type Kysely } from 'kysely';

// Commerce additions: provider sessions that save a card (payment type 12/25), e-mail access
// tokens of anonymous orders, the idempotency key of a purchase, quantity and points of a
// requested reward.
const statements = [
  `create table payment_setups (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     payment_type_id integer not null references payment_types(id),
     session_hash text not null unique,
     client_secret_hash text not null,
     return_path text not null default '/',
     status text not null default 'created' check (status in ('created','succeeded','failed')),
     payment_auth_id integer references payment_auths(id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create table order_access_tokens (
     id serial primary key,
     token_hash text not null unique,
     email text not null,
     expires_at timestamptz not null,
     created_at timestamptz not null default now()
   )`,
  `alter table orders add column idempotency_key text`,
  `alter table requested_rewards add column quantity integer not null default 1`,
  `alter table requested_rewards add column points integer not null default 0`,
  `create unique index orders_user_idempotency on orders(user_id, idempotency_key)
     where idempotency_key is not null`,
];

/** Adds the commerce tables and columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Removes them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table requested_rewards drop column if exists points').execute(db);
  await sql.raw('alter table requested_rewards drop column if exists quantity').execute(db);
  await sql.raw('drop index if exists orders_user_idempotency').execute(db);
  await sql.raw('alter table orders drop column if exists idempotency_key').execute(db);
  await sql.raw('drop table if exists order_access_tokens').execute(db);
  await sql.raw('drop table if exists payment_setups').execute(db);
}
