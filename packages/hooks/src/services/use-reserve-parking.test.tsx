import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { http, ok, refused, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { renderUntilError, renderUntilSuccess } from '../testing/wrapper';
import type { ReserveParkingVariables } from './reserve-parking';
import { useReserveParking } from './use-reserve-parking';
import { useReserveTime } from './use-reserve-time';

const reservation = { order_id: 90210, distance: 850, reservation_info: 'AB123CD, posto 4' };

describe('useReserveParking', () => {
  /** Reserves with `variables` and gives the dialog the hook answers. */
  async function dialogFor(variables: ReserveParkingVariables) {
    const { result } = await renderUntilSuccess(
      () => useReserveParking(),
      (hook) => hook.mutate(variables),
    );
    return result.current.data;
  }

  it("answers an 'Informazioni' dialog with the server's info on success", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/ebsn/api/order-reservation/reserve', ({ request }) => {
        sent.push(requestQuery(request));
        return Response.json(ok({}, [{ info: 'Ti aspettiamo al posto 4.' }]));
      }),
    );
    expect(await dialogFor(reservation)).toEqual({
      kind: 'success',
      title: 'Informazioni',
      message: 'Ti aspettiamo al posto 4.',
    });
    expect(sent).toEqual([
      { order_id: '90210', distance: '850', reservation_info: 'AB123CD, posto 4' },
    ]);
  });

  it('says the reservation is done when the success carries no info', async () => {
    server.use(http.post('/ebsn/api/order-reservation/reserve', () => Response.json(ok({}))));
    expect((await dialogFor(reservation))?.message).toBe('Prenotazione effettuata.');
  });

  it("answers an 'Attenzione' dialog with the server's first error when it refuses", async () => {
    server.use(
      http.post('/ebsn/api/order-reservation/reserve', () =>
        Response.json(refused('Ordine non ancora pronto per il ritiro')),
      ),
    );
    expect(await dialogFor(reservation)).toEqual({
      kind: 'error',
      title: 'Attenzione',
      message: 'Ordine non ancora pronto per il ritiro',
    });
  });

  it("answers an 'Errore' dialog when the server cannot be reached", async () => {
    server.use(http.post('/ebsn/api/order-reservation/reserve', () => HttpResponse.error()));
    expect(await dialogFor(reservation)).toEqual({
      kind: 'unexpected',
      title: 'Errore',
      message: 'Si è verificato un errore imprevisto.',
    });
  });

  it("answers an 'Errore' dialog when the answer is not an envelope", async () => {
    server.use(
      http.post(
        '/ebsn/api/order-reservation/reserve',
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    expect((await dialogFor(reservation))?.kind).toBe('unexpected');
  });

  it('reserves through the order link when given its access token', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/ebsn/api/token-order/reserve', ({ request }) => {
        sent.push(requestQuery(request));
        return Response.json(ok({}, [{ info: 'Prenotazione registrata.' }]));
      }),
    );
    const dialog = await dialogFor({ ...reservation, access_token: 'tk_8f41' });
    expect(dialog?.message).toBe('Prenotazione registrata.');
    expect(sent).toEqual([
      {
        order_id: '90210',
        distance: '850',
        reservation_info: 'AB123CD, posto 4',
        access_token: 'tk_8f41',
      },
    ]);
  });
});

describe('useReserveTime', () => {
  it('asks to hold the slot for the given minutes', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/ebsn/api/order/reserve-time', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('reserveTime'));
        return Response.json(ok({}));
      }),
    );
    await renderUntilSuccess(
      () => useReserveTime(),
      (hook) => hook.mutate({ reserveTime: 15 }),
    );
    expect(sent).toEqual(['15']);
  });

  it("gives the server's message when it refuses", async () => {
    server.use(
      http.post('/ebsn/api/order/reserve-time', () =>
        Response.json(refused('Fascia oraria non più disponibile')),
      ),
    );
    const { result } = await renderUntilError(
      () => useReserveTime(),
      (hook) => hook.mutate({ reserveTime: 15 }),
    );
    expect(result.current.error?.message).toBe('Fascia oraria non più disponibile');
  });
});
