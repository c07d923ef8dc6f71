import { sql } from 'kysely';

import type { Db, UserRow } from '../db/database';
import { HttpError, MESSAGES } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { hitRateLimit, resetRateLimit } from './rate-limit';

/** Wrong login or password (same text whichever was wrong). */
export const BAD_CREDENTIALS = 'Email o password non corretti';

/** Sign-in attempts allowed per login name, and per client address, in a window. */
export const LOGIN_LIMITS = { perLogin: 10, perClient: 30, windowSeconds: 15 * 60 } as const;

// Compared against when the login is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

/** Finds a user by login name or e-mail, case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const normalized = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(login)`, '=', normalized),
        eb(sql<string>`lower(email)`, '=', normalized),
      ]),
    )
    .executeTakeFirst();
}

async function enforceLimit(db: Db, key: string, limit: number): Promise<void> {
  const result = await hitRateLimit(db, key, limit, LOGIN_LIMITS.windowSeconds);
  if (!result.allowed)
    throw new HttpError(429, MESSAGES.tooManyRequests, 'RATE_LIMITED', undefined, {
      'Retry-After': String(result.retryAfter),
    });
}

/**
 * Checks credentials with rate limits per login and per client; throws a 401 envelope on a wrong
 * login or password and a 429 one after too many attempts.
 */
export async function authenticate(
  db: Db,
  input: { login: string; password: string; clientIp: string },
): Promise<UserRow> {
  const loginKey = `login:name:${input.login.trim().toLowerCase()}`;
  await enforceLimit(db, `login:ip:${input.clientIp}`, LOGIN_LIMITS.perClient);
  await enforceLimit(db, loginKey, LOGIN_LIMITS.perLogin);
  const user = await findUserByLogin(db, input.login);
  if (!user) {
    dummyHash ??= hashPassword('carrello-dummy-password');
    await verifyPassword(input.password, await dummyHash);
    throw new HttpError(401, BAD_CREDENTIALS, 'BAD_CREDENTIALS');
  }
  if (!(await verifyPassword(input.password, user.password_hash)))
    throw new HttpError(401, BAD_CREDENTIALS, 'BAD_CREDENTIALS');
  await resetRateLimit(db, loginKey);
  return user;
}
