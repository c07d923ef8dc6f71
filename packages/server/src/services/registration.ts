import {
  DEFAULT_PHONE_PREFIX,
  PERSON_TYPE,
  createCompanyTaxCodeSchema,
  createPersonalTaxCodeSchema,
  createPhoneFormSchema,
  createVatNumberSchema,
  isValidPassword,
  validationMessages,
} from '@carrello/core';
import { sql } from 'kysely';

import type { Db, UserRow } from '../db/database';
import { HttpError, fieldError } from '../http/errors';
import { findUserByLogin } from './auth';
import { sendMail } from './mailbox';
import { hashPassword, verifyPassword } from './passwords';
import { hitRateLimit } from './rate-limit';
import { hashToken, newToken } from './tokens';
import { parseWith } from './validation';

/** How long the links of the account e-mails stay valid. */
const TOKEN_LIFETIMES_MS = {
  registration: 7 * 86_400_000,
  passwordReset: 60 * 60_000,
  emailChange: 24 * 3_600_000,
} as const;

/** Attempts allowed in a 15-minute window (like sign-in, per e-mail and per client address). */
export const ACCOUNT_LIMITS = {
  windowSeconds: 15 * 60,
  registerPerClient: 20,
  resetPerEmail: 5,
  resetPerClient: 30,
  passwordChangePerUser: 10,
  newsletterPerClient: 20,
  ticketPerClient: 20,
  lookupPerClient: 20,
} as const;

/** Italian texts of the registration area. */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'Esiste già un account con questo indirizzo e-mail',
  cardTaken: 'Questa carta fedeltà è già collegata a un account',
  registered: 'Registrazione completata: ti abbiamo inviato un’e-mail per confermare l’account',
  confirmed: 'Account confermato: ora puoi completare i tuoi ordini',
  emailUpdated: 'Indirizzo e-mail aggiornato',
  badConfirmLink: 'Il link di conferma non è valido o è scaduto',
  emailAlreadyUpdated: 'L’indirizzo e-mail è già stato aggiornato con questo link',
  resetRequested:
    'Se l’indirizzo è registrato, riceverai un’e-mail con le istruzioni per reimpostare la password',
  badResetLink: 'Il link per reimpostare la password non è valido o è scaduto',
  passwordReset: 'Password aggiornata: ora puoi accedere con la nuova password',
  wrongPassword: 'La password attuale non è corretta',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
  passwordUpdated: 'Password aggiornata',
  emailChangeSent: 'Ti abbiamo inviato un’e-mail al nuovo indirizzo per confermare la modifica',
  sameEmail: 'Il nuovo indirizzo è uguale a quello attuale',
  tooMany: 'Troppi tentativi, riprova tra qualche minuto',
  confirmationResent:
    'Se l’account è ancora da confermare, ti abbiamo inviato un nuovo link di conferma',
} as const;

/** Refuses a password that breaks the core password policy, as a field error. */
function assertPasswordPolicy(password: string, field: string): void {
  if (!isValidPassword(password)) throw fieldError(validationMessages.weakPassword, field);
}

/** Counts one attempt; throws a 429 envelope (with `Retry-After`) past the limit. */
export async function enforceRateLimit(db: Db, key: string, limit: number): Promise<void> {
  const result = await hitRateLimit(db, key, limit, ACCOUNT_LIMITS.windowSeconds);
  if (!result.allowed)
    throw new HttpError(429, REGISTRATION_MESSAGES.tooMany, 'RATE_LIMITED', undefined, {
      'Retry-After': String(result.retryAfter),
    });
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account whose e-mail address `email` is, in any case and spacing; not one whose login
 * merely matches it.
 */
async function accountOfEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const user = await findUserByLogin(db, email);
  return user && normalizeEmail(user.email) === normalizeEmail(email) ? user : undefined;
}

/** A request for a mailed link: the address it is for, who asks, the storefront's origin. */
interface LinkRequest {
  email: string;
  clientIp: string;
  publicUrl: string;
}

/**
 * Counts a request for a mailed link (confirmation, password reset) per client address and per
 * e-mail, so neither one client nor one mailbox can be flooded, then answers the account the link
 * goes to ({@link accountOfEmail}), if any.
 */
async function linkRecipient(
  db: Db,
  kind: 'confirm' | 'reset',
  input: LinkRequest,
): Promise<UserRow | undefined> {
  const email = normalizeEmail(input.email);
  await enforceRateLimit(db, `${kind}:ip:${input.clientIp}`, ACCOUNT_LIMITS.resetPerClient);
  await enforceRateLimit(db, `${kind}:email:${email}`, ACCOUNT_LIMITS.resetPerEmail);
  return accountOfEmail(db, email);
}

/**
 * Counts an attempt at the current password of a signed-in user (to change the password or the
 * e-mail) and checks it: 401 when wrong.
 */
async function checkCurrentPassword(db: Db, user: UserRow, password: string): Promise<void> {
  await enforceRateLimit(db, `password:user:${user.id}`, ACCOUNT_LIMITS.passwordChangePerUser);
  if (!(await verifyPassword(password, user.password_hash)))
    throw new HttpError(401, REGISTRATION_MESSAGES.wrongPassword, 'BAD_CREDENTIALS');
}

/**
 * A storefront page's address with the given query, for the links of the account e-mails. The
 * configuration gives the origin without a trailing slash (`publicOrigin` in `config.ts`).
 */
function storefrontLink(publicUrl: string, path: string, query: Record<string, string>): string {
  return `${publicUrl}${path}?${new URLSearchParams(query).toString()}`;
}

/** Sends an account e-mail: a greeting by first name, a blank line, then the given lines. */
async function sendAccountMail(
  db: Db,
  mail: { to: string; firstName: string; subject: string; lines: string[] },
): Promise<void> {
  await sendMail(db, {
    to: mail.to,
    subject: mail.subject,
    text: [`Ciao ${mail.firstName},`, '', ...mail.lines].join('\n'),
  });
}

/** The columns that mark a profile confirmed (at least profile level 1). */
function confirmedProfile() {
  return {
    profile_confirmed: true,
    profile_level: sql<number>`greatest(profile_level, 1)`,
    updated_at: new Date(),
  };
}

async function emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const normalized = normalizeEmail(email);
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', normalized),
        eb(sql<string>`lower(login)`, '=', normalized),
      ]),
    );
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The registration person block (`fiscalCode`, optional company data), checked with core rules. */
interface RegistrationPersonInput {
  fiscalCode: string;
  personTypeId?: number;
  company?: string;
  vatCode?: string;
}

/** Normalizes and checks the person of a registration: a personal or a company tax code. */
function parseRegistrationPerson(person: RegistrationPersonInput): Record<string, unknown> {
  const typeId = person.personTypeId ?? PERSON_TYPE.PRIVATE;
  const fiscalCode =
    typeId === PERSON_TYPE.PRIVATE
      ? parseWith(createPersonalTaxCodeSchema(), person.fiscalCode, 'person.fiscalCode')
      : parseWith(createCompanyTaxCodeSchema(), person.fiscalCode, 'person.fiscalCode');
  const vatCode =
    person.vatCode === undefined
      ? undefined
      : parseWith(createVatNumberSchema(), person.vatCode, 'person.vatCode');
  return {
    personTypeId: typeId,
    fiscalCode,
    ...(person.company ? { company: person.company.trim() } : {}),
    ...(vatCode ? { vatCode } : {}),
  };
}

/** Checks a phone and prefix with the core phone form (default prefix +39, mobile numbers only). */
export function parsePhone(phone: string, prefix?: string): { phone: string; prefix: string } {
  return parseWith(createPhoneFormSchema(), { phone, prefix: prefix ?? DEFAULT_PHONE_PREFIX });
}

/** A new customer account. */
export interface RegistrationInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  prefix?: string;
  fidelityCard?: string;
  person?: RegistrationPersonInput;
  marketing?: boolean;
}

async function sendConfirmationLink(
  db: Db,
  user: { id: number; email: string; first_name: string },
  publicUrl: string,
): Promise<void> {
  const token = newToken();
  await db
    .insertInto('registration_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_LIFETIMES_MS.registration),
    })
    .execute();
  const link = storefrontLink(publicUrl, '/profile/profile-confirmed', {
    e_mail: user.email,
    reg_control_code: token,
  });
  await sendAccountMail(db, {
    to: user.email,
    firstName: user.first_name,
    subject: 'Conferma la tua registrazione',
    lines: [
      'grazie per esserti registrato. Per confermare il tuo account apri questo link entro 7 giorni:',
      link,
      '',
      'Se non hai chiesto tu la registrazione, ignora questa e-mail.',
    ],
  });
}

/**
 * Creates a customer (profile level 0 until confirmed) and e-mails the confirmation link, in one
 * transaction; 409 when the e-mail is already registered.
 */
export async function registerUser(
  db: Db,
  input: RegistrationInput,
  options: { publicUrl: string; clientIp: string; extraPerson?: Record<string, unknown> },
): Promise<UserRow> {
  await enforceRateLimit(db, `register:ip:${options.clientIp}`, ACCOUNT_LIMITS.registerPerClient);
  const email = normalizeEmail(input.email);
  assertPasswordPolicy(input.password, 'password');
  const phone = input.phone ? parsePhone(input.phone, input.prefix) : undefined;
  const person = input.person ? parseRegistrationPerson(input.person) : undefined;
  if (await emailInUse(db, email))
    throw new HttpError(409, REGISTRATION_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if (input.fidelityCard) {
      const taken = await trx
        .selectFrom('loyalty_cards')
        .select('id')
        .where('card_number', '=', input.fidelityCard)
        .where('user_id', 'is not', null)
        .executeTakeFirst();
      const takenByUser = await trx
        .selectFrom('users')
        .select('id')
        .where('fidelity_card', '=', input.fidelityCard)
        .executeTakeFirst();
      if (taken || takenByUser)
        throw new HttpError(409, REGISTRATION_MESSAGES.cardTaken, 'CARD_TAKEN');
    }
    const user = await trx
      .insertInto('users')
      .values({
        login: email,
        email,
        password_hash: passwordHash,
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        phone: phone?.phone ?? null,
        prefix: phone?.prefix ?? null,
        fidelity_card: input.fidelityCard ?? null,
        newsletter: input.marketing === true,
        person: {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          ...person,
          ...options.extraPerson,
        },
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // A concurrent sign-up with the same address won the race.
    if (!user) throw new HttpError(409, REGISTRATION_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    if (input.fidelityCard)
      await trx
        .updateTable('loyalty_cards')
        .set({ user_id: user.id })
        .where('card_number', '=', input.fidelityCard)
        .execute();
    await sendConfirmationLink(trx, user, options.publicUrl);
    return user;
  });
}

/** Marks a single-use token row used, atomically: false when already used or expired. */
async function consumeToken(
  db: Db,
  table: 'registration_tokens' | 'password_reset_tokens',
  userId: number,
  token: string,
): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends a new confirmation link to an account still at profile level 0. The caller answers the
 * same whether the address belongs to such an account, so the answer tells nothing about it.
 */
export async function resendConfirmation(db: Db, input: LinkRequest): Promise<void> {
  const user = await linkRecipient(db, 'confirm', input);
  if (!user || user.profile_confirmed) return;
  await sendConfirmationLink(db, user, input.publicUrl);
}

/**
 * Whether the link of an e-mail change was followed already: its code was used for `newEmail`
 * and the account has that address now (the mail opened a second time).
 */
async function emailChangeDone(db: Db, code: string, newEmail: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_change_tokens')
    .innerJoin('users', 'users.id', 'email_change_tokens.user_id')
    .select('email_change_tokens.id')
    .where('email_change_tokens.token_hash', '=', hashToken(code))
    .where('email_change_tokens.new_email', '=', newEmail)
    .where('email_change_tokens.used_at', 'is not', null)
    .where('users.email', '=', newEmail)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms a registration (profile level 1) or, with `newEmail`, an e-mail change; 400 for a
 * wrong, used or expired code, with the code `EMAIL_ALREADY_UPDATED` for the link of an e-mail
 * change that was followed already.
 */
export async function confirmRegistration(
  db: Db,
  input: { email: string; code: string; newEmail?: string },
): Promise<UserRow> {
  const user = await accountOfEmail(db, input.email);
  const refusal = async (from: Db) =>
    input.newEmail !== undefined &&
    (await emailChangeDone(from, input.code, normalizeEmail(input.newEmail)))
      ? new HttpError(400, REGISTRATION_MESSAGES.emailAlreadyUpdated, 'EMAIL_ALREADY_UPDATED')
      : new HttpError(400, REGISTRATION_MESSAGES.badConfirmLink, 'BAD_TOKEN');
  if (!user) throw await refusal(db);
  const refused = new HttpError(400, REGISTRATION_MESSAGES.badConfirmLink, 'BAD_TOKEN');
  return db.transaction().execute(async (trx) => {
    if (input.newEmail === undefined) {
      if (!(await consumeToken(trx, 'registration_tokens', user.id, input.code))) throw refused;
      return trx
        .updateTable('users')
        .set(confirmedProfile())
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const newEmail = normalizeEmail(input.newEmail);
    const row = await trx
      .updateTable('email_change_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', user.id)
      .where('token_hash', '=', hashToken(input.code))
      .where('new_email', '=', newEmail)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw await refusal(trx);
    // Taken by someone else since the link was sent (the contract answers 400 here, not 409).
    if (await emailInUse(trx, newEmail, user.id))
      throw new HttpError(400, REGISTRATION_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    const loginIsEmail = normalizeEmail(user.login) === normalizeEmail(user.email);
    return trx
      .updateTable('users')
      .set({
        email: newEmail,
        ...(loginIsEmail ? { login: newEmail } : {}),
        // Following the link proves the new address, so the account is confirmed too.
        ...confirmedProfile(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * E-mails a single-use reset link (1 hour) when the address belongs to an account. The caller
 * answers the same whatever happens here (no account enumeration).
 */
export async function requestPasswordReset(db: Db, input: LinkRequest): Promise<void> {
  const user = await linkRecipient(db, 'reset', input);
  if (!user || user.sso_user) return;
  const token = newToken();
  const tokenHash = hashToken(token);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: new Date(Date.now() + TOKEN_LIFETIMES_MS.passwordReset),
      })
      .execute();
    const link = storefrontLink(input.publicUrl, '/reset-password', { e_mail: user.email, token });
    await sendAccountMail(trx, {
      to: user.email,
      firstName: user.first_name,
      subject: 'Reimposta la tua password',
      lines: [
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
        'Apri questo link entro un’ora per sceglierne una nuova (vale una sola volta):',
        link,
        '',
        'Se non sei stato tu, ignora questa e-mail: la password resta quella di prima.',
      ],
    });
  });
}

/**
 * Sets a new password with a reset token: single use, expiring; every other token of the user
 * and every open session end with it. 400 for a wrong, used or expired token.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string; clientIp: string },
): Promise<void> {
  await enforceRateLimit(db, `reset:ip:${input.clientIp}`, ACCOUNT_LIMITS.resetPerClient);
  assertPasswordPolicy(input.password, 'password');
  const refused = new HttpError(400, REGISTRATION_MESSAGES.badResetLink, 'BAD_TOKEN');
  const user = await accountOfEmail(db, input.email);
  if (!user) throw refused;
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, 'password_reset_tokens', user.id, input.token))) throw refused;
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await sendPasswordChangedNotice(trx, user);
  });
}

async function sendPasswordChangedNotice(db: Db, user: UserRow): Promise<void> {
  await sendAccountMail(db, {
    to: user.email,
    firstName: user.first_name,
    subject: 'La tua password è stata modificata',
    lines: [
      'la password del tuo account è appena stata modificata.',
      'Se non sei stato tu, reimpostala subito dalla pagina di accesso e contatta il servizio clienti.',
    ],
  });
}

/** Changes the password of a signed-in user; 401 for a wrong current password. */
export async function updatePassword(
  db: Db,
  input: { user: UserRow; oldPassword: string; newPassword: string; keepSessionId: number },
): Promise<void> {
  await checkCurrentPassword(db, input.user, input.oldPassword);
  assertPasswordPolicy(input.newPassword, 'new_password');
  if (input.oldPassword === input.newPassword)
    throw fieldError(REGISTRATION_MESSAGES.samePassword, 'new_password');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', input.user.id)
      .execute();
    // Other devices sign in again with the new password.
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', input.user.id)
      .where('id', '!=', input.keepSessionId)
      .execute();
    await sendPasswordChangedNotice(trx, input.user);
  });
}

/**
 * Starts an e-mail change: a single-use link (24 hours) to the new address, completed by
 * `confirmRegistration` with `newEmail`. 401 for a wrong password, 409 for an address in use.
 */
export async function requestEmailChange(
  db: Db,
  input: { user: UserRow; newEmail: string; password: string; publicUrl: string },
): Promise<void> {
  const newEmail = normalizeEmail(input.newEmail);
  await checkCurrentPassword(db, input.user, input.password);
  if (newEmail === normalizeEmail(input.user.email))
    throw fieldError(REGISTRATION_MESSAGES.sameEmail, 'new_email');
  if (await emailInUse(db, newEmail, input.user.id))
    throw new HttpError(409, REGISTRATION_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_change_tokens')
      .values({
        user_id: input.user.id,
        new_email: newEmail,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + TOKEN_LIFETIMES_MS.emailChange),
      })
      .execute();
    const link = storefrontLink(input.publicUrl, '/profile/email-updated', {
      e_mail: input.user.email,
      reg_control_code: token,
      new_email: newEmail,
    });
    await sendAccountMail(trx, {
      to: newEmail,
      firstName: input.user.first_name,
      subject: 'Conferma il nuovo indirizzo e-mail',
      lines: [
        'per usare questo indirizzo per il tuo account apri il link entro 24 ore:',
        link,
        '',
        'Se non hai chiesto tu la modifica, ignora questa e-mail.',
      ],
    });
    // The current address learns of the request too, so a hijacked session cannot go unnoticed.
    await sendAccountMail(trx, {
      to: input.user.email,
      firstName: input.user.first_name,
      subject: 'Richiesta di modifica dell’indirizzo e-mail',
      lines: [
        `è stato chiesto di usare ${newEmail} come nuovo indirizzo del tuo account.`,
        'Se non sei stato tu, cambia subito la password e contatta il servizio clienti.',
      ],
    });
  });
}
