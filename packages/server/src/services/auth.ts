import { sql } from 'kysely';

import type { Db, UserRow } from '../db/database';
import { HttpError, MESSAGES } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { countRateLimit, hitRateLimit, refundRateLimit, resetRateLimit } from './rate-limit';

/** Wrong login or password (same text whichever was wrong). */
const BAD_CREDENTIALS = 'Email o password non corretti';

/**
 * Sign-in throttling. Counted per client address and per (account, client address), never per
 * account alone, so that nobody can lock an owner out from another address:
 * - `perAccountAndClient` failures for one login from one address block that pair for the window;
 * - `perClient` failed attempts from one address, whatever the logins, block that address;
 * - past `accountDelayAfter` failures for one login from every address, each further attempt
 *   for it waits (`loginDelayMs`, growing up to `maxDelayMs`): guessing spread over many
 *   addresses slows down, and the owner still signs in.
 * Unknown logins are counted exactly like known ones, so no answer reveals whether an account
 * exists.
 */
export const LOGIN_LIMITS = {
  perAccountAndClient: 10,
  perClient: 30,
  windowSeconds: 15 * 60,
  accountDelayAfter: 20,
  maxDelayMs: 2000,
} as const;

/** How long an attempt waits after `failures` failures of its login from every address. */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.accountDelayAfter;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LIMITS.maxDelayMs, 250 * 2 ** (over - 1));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
 * Checks credentials under the sign-in throttling (`LOGIN_LIMITS`); throws a 401 envelope on a
 * wrong login or password and a 429 one when this address, or this login from this address,
 * has failed too often. Unknown and known logins take the same steps (a password hash is
 * checked either way), so status, message and timing say nothing about the account.
 */
export async function authenticate(
  db: Db,
  input: { login: string; password: string; clientIp: string },
): Promise<UserRow> {
  const user = await findUserByLogin(db, input.login);
  const account = user ? `id:${user.id}` : `name:${input.login.trim().toLowerCase()}`;
  const clientKey = `login:client:${input.clientIp}`;
  const pairKey = `login:pair:${account}|${input.clientIp}`;
  const accountKey = `login:account:${account}`;
  // Counted before the password is checked, so that concurrent attempts cannot slip through.
  await enforceLimit(db, clientKey, LOGIN_LIMITS.perClient);
  await enforceLimit(db, pairKey, LOGIN_LIMITS.perAccountAndClient);
  const delay = loginDelayMs(await countRateLimit(db, accountKey, LOGIN_LIMITS.windowSeconds));
  if (delay > 0) await sleep(delay);
  let valid = false;
  if (user) valid = await verifyPassword(input.password, user.password_hash);
  else {
    dummyHash ??= hashPassword('carrello-dummy-password');
    await verifyPassword(input.password, await dummyHash);
  }
  if (!user || !valid) {
    await hitRateLimit(db, accountKey, Number.MAX_SAFE_INTEGER, LOGIN_LIMITS.windowSeconds);
    throw new HttpError(401, BAD_CREDENTIALS, 'BAD_CREDENTIALS');
  }
  // A success does not count against the address, and clears this address's failures for
  // the account; failures from other addresses stay counted.
  await resetRateLimit(db, pairKey);
  await refundRateLimit(db, clientKey);
  return user;
}
