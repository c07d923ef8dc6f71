import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { expectContract, expectInfoShown } from '../testing/contract';
import { SDK_HEADERS, mailbox, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 20 }, { mario: MARIO, giulia: GIULIA });

function post(
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = SDK_HEADERS,
) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const TICKET = {
  email: 'cliente@example.it',
  firstName: 'Carla',
  lastName: 'Neri',
  subject: 'Consegna in ritardo',
  message: 'La spesa di ieri è arrivata con un’ora di ritardo.',
};

describe('ticketing.sendTicket', () => {
  it('stores the ticket and mails its receipt with the ticket code', async () => {
    const response = await post('/ebsn/api/ticketing/send_ticket', TICKET);
    const body = expectContract<Envelope<{ ticketId: string }>>(
      t.app,
      'ticketing.sendTicket',
      response,
    );
    expect(body.response.status).toBe(0);
    expect(body.data?.ticketId).toMatch(/^TK-\d{6}$/);
    const stored = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('email', '=', TICKET.email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe('Consegna in ritardo');
    const [mail] = await mailbox(t.app, TICKET.email);
    expect(mail?.subject).toContain(body.data!.ticketId);
  });

  it('refuses a missing message with a 400 envelope in Italian', async () => {
    const response = await post('/ebsn/api/ticketing/send_ticket', {
      ...TICKET,
      message: undefined,
    });
    expect(response.statusCode).toBe(400);
    const body = expectContract<Envelope>(t.app, 'ticketing.sendTicket', response);
    expect(body.response.errors[0]?.error).toBe('Il campo «message» è obbligatorio');
  });

  it('refuses a phone that is not a mobile number', async () => {
    const response = await post('/ebsn/api/ticketing/send_ticket', {
      ...TICKET,
      phone: '0612345678',
    });
    expect(response.statusCode).toBe(400);
    expect(
      expectContract<Envelope>(t.app, 'ticketing.sendTicket', response).response.errors[0]?.error,
    ).toBe('Numero di cellulare non valido');
  });
});

describe('ticketing.sendOrderTicket', () => {
  it('opens a ticket on one of Mario’s orders, and answers 404 for Giulia', async () => {
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', t.mario.userId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const payload = { orderId: order.id, subject: 'Prodotto mancante', message: 'Manca il latte.' };
    const response = await post('/ebsn/api/ticketing/send_order_ticket', payload, t.mario.headers);
    const body = expectContract<Envelope<{ ticketId: string }>>(
      t.app,
      'ticketing.sendOrderTicket',
      response,
    );
    expect(body.data?.ticketId).toMatch(/^TK-/);
    const stored = await t.db
      .selectFrom('tickets')
      .select('order_id')
      .where('user_id', '=', t.mario.userId)
      .execute();
    expect(stored.map((row) => row.order_id)).toContain(order.id);

    const foreign = await post('/ebsn/api/ticketing/send_order_ticket', payload, t.giulia.headers);
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'ticketing.sendOrderTicket', foreign);
  });

  it('needs a session', async () => {
    const response = await post('/ebsn/api/ticketing/send_order_ticket', {
      orderId: 1,
      subject: 'x',
      message: 'y',
    });
    expect(response.statusCode).toBe(401);
    expectContract(t.app, 'ticketing.sendOrderTicket', response);
  });
});

describe('ticketing.subscribeNewsletter', () => {
  it('stores the sign-up, mails the confirmation and refuses the same address again (409)', async () => {
    const response = await post('/ebsn/api/ticketing/subscribe_newsletter', {
      email: 'Nuovo.Lettore@example.it',
      privacy: true,
    });
    expectInfoShown(
      t.app,
      'ticketing.subscribeNewsletter',
      response,
      expect.stringContaining('Iscrizione alla newsletter completata'),
    );
    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'nuovo.lettore@example.it')
      .executeTakeFirst();
    expect(row).toMatchObject({ email: 'nuovo.lettore@example.it' });
    const [welcome] = await mailbox(t.app, 'nuovo.lettore@example.it');
    expect(welcome?.subject).toBe('Benvenuto nella newsletter');
    // The way out it gives is a page the shopper can reach signed out.
    expect(welcome?.text).toMatch(/annullare l’iscrizione .*\/assistenza-clienti$/m);

    const again = await post('/ebsn/api/ticketing/subscribe_newsletter', {
      email: 'nuovo.lettore@example.it',
      privacy: true,
    });
    expect(again.statusCode).toBe(409);
    expect(
      expectContract<Envelope>(t.app, 'ticketing.subscribeNewsletter', again).response.errors[0]
        ?.error,
    ).toBe('Questo indirizzo è già iscritto alla newsletter');
  });

  it('flags the account of a registered address', async () => {
    await post(
      '/ebsn/api/ticketing/subscribe_newsletter',
      { email: GIULIA.email, privacy: true },
      t.giulia.headers,
    );
    const user = await t.db
      .selectFrom('users')
      .select('newsletter')
      .where('id', '=', t.giulia.userId)
      .executeTakeFirstOrThrow();
    expect(user.newsletter).toBe(true);
  });

  it('refuses a malformed e-mail with a 400 envelope', async () => {
    const response = await post('/ebsn/api/ticketing/subscribe_newsletter', {
      email: 'non valida',
      privacy: true,
    });
    expect(response.statusCode).toBe(400);
    expectContract(t.app, 'ticketing.subscribeNewsletter', response);
  });
});
