import type { Db } from '../db/database';

/** An e-mail the server "sends": it lands in the development mailbox (`/dev/mailbox`). */
interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Stores an e-mail in the development mailbox; pass the transaction of the write it belongs to. */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mailbox_messages')
    .values({
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest messages, newest first, optionally for one recipient. */
export async function listMail(db: Db, options: { to?: string; limit?: number } = {}) {
  let query = db
    .selectFrom('mailbox_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(Math.min(options.limit ?? 50, 200));
  if (options.to) query = query.where('recipient', '=', options.to.trim().toLowerCase());
  return query.execute();
}
