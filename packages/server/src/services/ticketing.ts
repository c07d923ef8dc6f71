import { createNewsletterSchema } from '@carrello/core';
import { sql } from 'kysely';

import type { Db, UserRow } from '../db/database';
import { HttpError } from '../http/errors';
import { sendMail } from './mailbox';
import { findOwnRow } from './own-rows';
import { ACCOUNT_LIMITS, enforceRateLimit, parsePhone } from './registration';
import { parseWith } from './validation';

/** Italian texts of customer care and the newsletter. */
export const TICKET_MESSAGES = {
  sent: 'Richiesta inviata: ti risponderemo al più presto',
  orderNotFound: 'Ordine non trovato',
  subscribed: 'Iscrizione alla newsletter completata: controlla la tua casella di posta',
  alreadySubscribed: 'Questo indirizzo è già iscritto alla newsletter',
} as const;

/** The public code of a ticket, e.g. `TK-000042`. */
function ticketCode(id: number): string {
  return `TK-${String(id).padStart(6, '0')}`;
}

/** A customer-care request of the assistance form. */
interface TicketInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  subject: string;
  message: string;
  category?: string;
}

/** Stores a customer-care ticket and e-mails its receipt; rate-limited per client address. */
export async function sendTicket(
  db: Db,
  input: TicketInput,
  options: { user: UserRow | null; clientIp: string },
): Promise<{ ticketId: string }> {
  await enforceRateLimit(db, `ticket:ip:${options.clientIp}`, ACCOUNT_LIMITS.ticketPerClient);
  const phone = input.phone ? parsePhone(input.phone) : undefined;
  const email = input.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tickets')
      .values({
        user_id: options.user?.id ?? null,
        email,
        subject: input.subject.trim(),
        body: input.message.trim(),
        data: {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          ...(phone ? { phone: phone.phone, prefix: phone.prefix } : {}),
          ...(input.category ? { category: input.category.trim() } : {}),
        },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticketId = ticketCode(row.id);
    await sendMail(trx, {
      to: email,
      subject: `Abbiamo ricevuto la tua richiesta ${ticketId}`,
      text: [
        `Ciao ${input.firstName.trim()},`,
        '',
        `abbiamo ricevuto la tua richiesta «${input.subject.trim()}» (${ticketId}).`,
        'Il servizio clienti ti risponderà a questo indirizzo al più presto.',
        '',
        'Il tuo messaggio:',
        input.message.trim(),
      ].join('\n'),
    });
    return { ticketId };
  });
}

/** Stores a ticket about an order of the user (404 when not the user's) and e-mails its receipt. */
export async function sendOrderTicket(
  db: Db,
  user: UserRow,
  input: { orderId: number; subject: string; message: string },
): Promise<{ ticketId: string }> {
  await enforceRateLimit(db, `ticket:user:${user.id}`, ACCOUNT_LIMITS.ticketPerClient);
  const order = await findOwnRow(
    db,
    'orders',
    user.id,
    input.orderId,
    TICKET_MESSAGES.orderNotFound,
  );
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tickets')
      .values({
        user_id: user.id,
        order_id: order.id,
        email: user.email,
        subject: input.subject.trim(),
        body: input.message.trim(),
        data: { firstName: user.first_name, lastName: user.last_name },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticketId = ticketCode(row.id);
    await sendMail(trx, {
      to: user.email,
      subject: `Richiesta ${ticketId} sull’ordine ${order.id}`,
      text: [
        `Ciao ${user.first_name},`,
        '',
        `abbiamo ricevuto la tua richiesta «${input.subject.trim()}» sull’ordine n. ${order.id}.`,
        'Il servizio clienti ti risponderà al più presto.',
      ].join('\n'),
    });
    return { ticketId };
  });
}

/**
 * Signs an address up for the newsletter (409 when already signed up) and e-mails the
 * confirmation; the signed-in user with that address gets the newsletter flag.
 */
export async function subscribeNewsletter(
  db: Db,
  input: { email: string },
  options: { user: UserRow | null; clientIp: string; publicUrl: string },
): Promise<void> {
  await enforceRateLimit(
    db,
    `newsletter:ip:${options.clientIp}`,
    ACCOUNT_LIMITS.newsletterPerClient,
  );
  const { email: parsed } = parseWith(createNewsletterSchema(), { email: input.email });
  const email = parsed.toLowerCase();
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('newsletter_subscriptions')
      .values({ email, user_id: owner?.id ?? null, confirmed: false })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new HttpError(409, TICKET_MESSAGES.alreadySubscribed, 'ALREADY_SUBSCRIBED');
    if (owner)
      await trx.updateTable('users').set({ newsletter: true }).where('id', '=', owner.id).execute();
    await sendMail(trx, {
      to: email,
      subject: 'Benvenuto nella newsletter',
      text: [
        'Ciao,',
        '',
        'da oggi riceverai le nostre offerte, le ricette di stagione e le novità del volantino.',
        // The contract has no unsubscribe call: the shopper asks customer care (docs/requirements/account.md).
        `Per annullare l’iscrizione in qualsiasi momento scrivi al servizio clienti, argomento “Il mio account”: ${options.publicUrl}/assistenza-clienti`,
      ].join('\n'),
    });
  });
}
