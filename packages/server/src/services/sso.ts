import type { Db, UserRow } from '../db/database';
import { HttpError, MESSAGES, notFound } from '../http/errors';
import type { Session } from './session';

/** Refusal when a customer account is used on the support sign-in. */
export const NOT_SUPPORT_ACCOUNT = 'Questo account non è abilitato all’accesso come assistenza';

/** Refusal when the chosen customer does not exist (or is another support user). */
const CUSTOMER_NOT_FOUND = 'Cliente non trovato';

/** Throws 403 unless the account is a single-sign-on support user. */
export function requireSupportAccount(account: UserRow): void {
  if (!account.sso_user) throw new HttpError(403, NOT_SUPPORT_ACCOUNT, 'FORBIDDEN');
}

/** Throws 403 unless the session was opened by a support user. */
export function requireSupportSession(session: Session): void {
  if (!session.account.sso_user) throw new HttpError(403, MESSAGES.forbidden, 'FORBIDDEN');
}

/** The customer a support user may browse as: an existing account that is not a support one. */
export async function findCustomer(db: Db, userId: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || user.sso_user) throw notFound(CUSTOMER_NOT_FOUND);
  return user;
}
