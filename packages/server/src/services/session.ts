import type { Db, UserRow } from '../db/database';
import type { EnvelopeUser } from '../http/envelope';
import { hashToken, newToken } from './tokens';

/** The signed-in state of a request. */
export interface Session {
  id: number;
  /** The account that signed in (the support user during single sign-on). */
  account: UserRow;
  /** The customer the request acts as: the impersonated one during single sign-on. */
  user: UserRow;
  rememberMe: boolean;
  expiresAt: Date;
}

/** How every answer names a user: id, login, e-mail and names. */
export function userIdentity(user: UserRow) {
  return {
    userId: user.id,
    login: user.login,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  };
}

/** The contract's `User` of a session (root of the envelope). */
export function toEnvelopeUser(user: UserRow, impersonatedBy?: UserRow): EnvelopeUser {
  return {
    ...userIdentity(user),
    profileConfirmed: user.profile_confirmed,
    profileLevel: user.profile_level,
    masterAccount: user.master_account,
    betaTester: user.beta_tester,
    ssoUser: user.sso_user || impersonatedBy !== undefined,
    ...(impersonatedBy ? { ssoImpersonatedBy: impersonatedBy.login } : {}),
  };
}

/** Opens a session for a user and returns its token (handed out once, stored hashed). */
export async function createSession(
  db: Db,
  userId: number,
  lifetimeMs: number,
  rememberMe: boolean,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      remember_me: rememberMe,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Finds the live session of a token, or null (unknown, expired, or user gone). One query: the
 * session joined with its account and, during single sign-on, the impersonated customer (one
 * row per user, each carrying the session's columns).
 */
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) =>
      join.on((eb) =>
        eb.or([
          eb('u.id', '=', eb.ref('s.user_id')),
          eb('u.id', '=', eb.ref('s.impersonated_user_id')),
        ]),
      ),
    )
    .selectAll('u')
    .select([
      's.id as session_id',
      's.user_id as session_user_id',
      's.impersonated_user_id as session_impersonated_user_id',
      's.remember_me as session_remember_me',
      's.expires_at as session_expires_at',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.expires_at', '>', new Date())
    .execute();
  const users = rows.map(
    ({
      session_id: _id,
      session_user_id: _userId,
      session_impersonated_user_id: _impersonatedId,
      session_remember_me: _rememberMe,
      session_expires_at: _expiresAt,
      ...user
    }): UserRow => user,
  );
  const row = rows[0];
  if (!row) return null;
  const account = users.find((u) => u.id === row.session_user_id);
  const impersonated = row.session_impersonated_user_id
    ? users.find((u) => u.id === row.session_impersonated_user_id)
    : undefined;
  if (!account) return null;
  return {
    id: row.session_id,
    account,
    user: impersonated ?? account,
    rememberMe: row.session_remember_me,
    expiresAt: row.session_expires_at,
  };
}

/** Ends a session: its token stops working at once. */
export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Sets (or clears, with null) the customer a single-sign-on session acts as. */
export async function setImpersonatedUser(
  db: Db,
  sessionId: number,
  userId: number | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ impersonated_user_id: userId })
    .where('id', '=', sessionId)
    .execute();
}

/** The open cart of a user, created when missing (a signed-in user always has one). */
export async function ensureOpenCart(db: Db, userId: number): Promise<number> {
  const existing = await db
    .selectFrom('carts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'locked'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').where('status', 'in', ['open', 'locked']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
  // Another request created it between our select and insert.
  return ensureOpenCart(db, userId);
}

/** Pushes a session's expiry forward (single-sign-on refresh). */
export async function extendSession(db: Db, sessionId: number, lifetimeMs: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() + lifetimeMs), last_seen_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}
