import { describe, expect, it } from 'vitest';

import { http, refusedWith, server } from '../testing/server';
import { renderUntilError, renderUntilSuccess } from '../testing/wrapper';
import { requestJson } from '../testing/request-text';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal, serveRefusal } from '../testing/server-refusal';
import { serverFormErrors } from './server-form-errors';
import { useSendOrderTicket, useSendTicket, useSubscribeNewsletter } from './use-ticketing';

const subscription = { email: 'mario.rossi@example.it', privacy: true as const };

const ticket = {
  email: 'mario.rossi@example.it',
  firstName: 'Mario',
  lastName: 'Rossi',
  subject: 'Consegna',
  message: 'Posso cambiare orario?',
};

describe('useSubscribeNewsletter', () => {
  it('sends the e-mail and the consent', async () => {
    const sent = serveOk({ post: '/ebsn/api/ticketing/subscribe_newsletter' }, {}, requestJson);
    await renderUntilSuccess(
      () => useSubscribeNewsletter(),
      (hook) => hook.mutate(subscription),
    );
    expect(sent).toEqual([subscription]);
  });

  it('gives the server errors under the field they name (docs/requirements/validation.md)', async () => {
    server.use(
      http.post('/ebsn/api/ticketing/subscribe_newsletter', () =>
        Response.json(
          refusedWith([
            { error: 'Indirizzo e-mail già iscritto', field: 'email' },
            { error: 'Riprova più tardi' },
          ]),
        ),
      ),
    );
    const { result } = await renderUntilError(
      () => useSubscribeNewsletter(),
      (hook) => hook.mutate(subscription),
    );
    expect(result.current.error?.message).toBe('Indirizzo e-mail già iscritto');
    expect(serverFormErrors(result.current.error)).toEqual({
      fields: { email: 'Indirizzo e-mail già iscritto' },
      form: 'Riprova più tardi',
    });
  });
});

describe('serverFormErrors', () => {
  it('gives a refusal without fields to the form', async () => {
    serveRefusal({
      post: '/ebsn/api/ticketing/send_ticket',
      message: 'Servizio momentaneamente non disponibile',
    });
    const { result } = await renderUntilError(
      () => useSendTicket(),
      (hook) => hook.mutate(ticket),
    );
    expect(serverFormErrors(result.current.error)).toEqual({
      fields: {},
      form: 'Servizio momentaneamente non disponibile',
    });
  });

  it('gives nothing when there is no error', () => {
    expect(serverFormErrors(null)).toEqual({ fields: {}, form: undefined });
  });
});

describe('useSendTicket', () => {
  it('answers the ticket id and sends the contact form', async () => {
    const sent = serveOk(
      { post: '/ebsn/api/ticketing/send_ticket' },
      { ticketId: 4411 },
      requestJson,
    );
    const { result } = await renderUntilSuccess(
      () => useSendTicket(),
      (hook) => hook.mutate(ticket),
    );
    expect(result.current.data).toEqual({ ticketId: 4411 });
    expect(sent).toEqual([ticket]);
  });
});

describe('useSendOrderTicket', () => {
  it('answers the ticket id of the order ticket', async () => {
    const sent = serveOk(
      { post: '/ebsn/api/ticketing/send_order_ticket' },
      { ticketId: 4412 },
      requestJson,
    );
    const orderTicket = {
      orderId: 90210,
      subject: 'Prodotto mancante',
      message: 'Manca il latte.',
    };
    const { result } = await renderUntilSuccess(
      () => useSendOrderTicket(),
      (hook) => hook.mutate(orderTicket),
    );
    expect(result.current.data).toEqual({ ticketId: 4412 });
    expect(sent).toEqual([orderTicket]);
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/ticketing/send_order_ticket', message: 'Ordine non trovato' },
      () => useSendOrderTicket(),
      (hook) => hook.mutate({ orderId: 1, subject: 'x', message: 'y' }),
    );
  });
});
