import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { findUserByLogin } from '../services/auth';
import { verifyPassword } from '../services/passwords';
import { GIULIA, MARIO, SUPPORT, type DemoAccount } from './accounts';

/** The demo accounts, whose passwords the README publishes. */
const DEMO_ACCOUNTS: readonly DemoAccount[] = [MARIO, GIULIA, SUPPORT];

/**
 * Logins of the demo accounts that still sign in with their published password: each demo
 * login is looked up and its known password checked against the stored hash, so an account that
 * was given a new password no longer counts.
 */
export async function demoLoginsWithKnownPasswords(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByLogin(db, account.login);
    if (user && (await verifyPassword(account.password, user.password_hash)))
      found.push(account.login);
  }
  return found;
}

/** Whether a start may seed the demo data into an empty database: never in production, unless `demo`. */
export function maySeedDemo(config: Pick<ServerConfig, 'production' | 'demo'>): boolean {
  return !config.production || config.demo;
}

/**
 * Why a production start must not serve this database, or null when it may: in production
 * without `CARRELLO_DEMO=1`, a demo account that signs in with its published password is an
 * open door, so the server refuses to start and names the accounts.
 */
export async function productionRefusal(
  db: Db,
  config: Pick<ServerConfig, 'production' | 'demo'>,
): Promise<string | null> {
  if (maySeedDemo(config)) return null;
  const logins = await demoLoginsWithKnownPasswords(db);
  if (logins.length === 0) return null;
  return (
    `refusing to start in production: the database holds demo accounts with their published ` +
    `passwords (${logins.join(', ')}). Change or remove these accounts, point the server at ` +
    `another database, or set CARRELLO_DEMO=1 to serve the demo on purpose.`
  );
}
