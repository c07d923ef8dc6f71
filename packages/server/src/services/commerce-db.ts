import type { ColumnType, Generated, Kysely } from 'kysely';

import type { Database, Db } from '../db/database';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table `payment_setups` (migration 0300): provider sessions that save a payment method. */
export interface PaymentSetupsTable {
  id: Generated<number>;
  user_id: number;
  payment_type_id: number;
  session_hash: string;
  client_secret_hash: string;
  return_path: Generated<string>;
  status: Generated<'created' | 'succeeded' | 'failed'>;
  payment_auth_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table `order_access_tokens` (migration 0300): e-mail links to anonymous orders. */
export interface OrderAccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** The schema with the commerce migration (0300) applied. */
export interface CommerceDatabase extends Omit<Database, 'orders' | 'requested_rewards'> {
  orders: Database['orders'] & { idempotency_key: string | null };
  requested_rewards: Database['requested_rewards'] & {
    quantity: Generated<number>;
    points: Generated<number>;
  };
  payment_setups: PaymentSetupsTable;
  order_access_tokens: OrderAccessTokensTable;
}

/** A query builder that also knows the commerce tables. */
export type CommerceDb = Kysely<CommerceDatabase>;

/** Views the app database with the commerce tables (same connection). */
export function commerceDb(db: Db | CommerceDb): CommerceDb {
  return db as unknown as CommerceDb;
}
