import { DELIVERY_SERVICE, PAYMENT_TYPE } from '@carrello/core';
import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { hashToken } from '../services/tokens';
import { expectContract, expectInfoShown } from '../testing/contract';
import { SDK_HEADERS, type Envelope, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 10 }, { mario: MARIO, giulia: GIULIA });

/** A paid order of Mario for a delivery service, in a given state. */
async function order(serviceId: number, statusId = 3): Promise<number> {
  const cart = await t.db
    .insertInto('carts')
    .values({ user_id: t.mario.userId, status: 'ordered', delivery_service_id: serviceId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('orders')
    .values({
      user_id: t.mario.userId,
      cart_id: cart.id,
      status_id: statusId,
      payment_status: 'paid',
      payment_type_id: PAYMENT_TYPE.FAST_PAYMENT,
      delivery_service_id: serviceId,
      total_price: 42.5,
      gross_total: 42.5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function reserve(orderId: number, headers: Record<string, string>, extra = '') {
  return t.app.inject({
    method: 'POST',
    url: `/ebsn/api/order-reservation/reserve?order_id=${orderId}&distance=850&reservation_info=${encodeURIComponent('Fiat Panda AB123CD')}${extra}`,
    headers,
  });
}

/** Stores an order access token (the mailed link) of `email`, live for `lifetimeMs` from now. */
async function issueAccessToken(token: string, email: string, lifetimeMs: number) {
  await t.db
    .insertInto('order_access_tokens')
    .values({
      token_hash: hashToken(token),
      email,
      expires_at: new Date(Date.now() + lifetimeMs),
    })
    .execute();
}

describe('reservations.reserve', () => {
  it('reserves the parking for a click-and-collect order with the info message of docs/requirements/delivery.md', async () => {
    const orderId = await order(DELIVERY_SERVICE.CLICK_AND_COLLECT);
    const response = await reserve(orderId, t.mario.headers);
    expectInfoShown(
      t.app,
      'reservations.reserve',
      response,
      'Prenotazione registrata: ti aspettiamo!',
    );
    const stored = await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'parking',
      data: { distance: 850, reservationInfo: 'Fiat Panda AB123CD' },
    });

    const again = expectContract<Envelope>(
      t.app,
      'reservations.reserve',
      await reserve(orderId, t.mario.headers),
    );
    expect(again.response.infos[0]?.info).toBe('Prenotazione aggiornata: ti aspettiamo!');
    expect(
      await t.db.selectFrom('reservations').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
  });

  it('refuses a home-delivery order with status 1 and the reason as first error', async () => {
    const orderId = await order(DELIVERY_SERVICE.HOME_DELIVERY);
    const response = await reserve(orderId, t.mario.headers);
    expect(response.statusCode).toBe(200);
    const body = expectContract<Envelope>(t.app, 'reservations.reserve', response);
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]?.error).toBe(
      'La prenotazione è disponibile solo per gli ordini con ritiro in negozio o al locker',
    );
  });

  it('refuses a cancelled order as a business refusal', async () => {
    const orderId = await order(DELIVERY_SERVICE.LOCKER, 11);
    const body = expectContract<Envelope>(
      t.app,
      'reservations.reserve',
      await reserve(orderId, t.mario.headers),
    );
    expect(body.response.status).not.toBe(0);
  });

  it('answers 404 for another customer’s order and 400 for a missing distance', async () => {
    const orderId = await order(DELIVERY_SERVICE.CLICK_AND_COLLECT);
    const foreign = await reserve(orderId, t.giulia.headers);
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'reservations.reserve', foreign);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/order-reservation/reserve?order_id=${orderId}&reservation_info=x`,
      headers: t.mario.headers,
    });
    expect(bad.statusCode).toBe(400);
    expectContract(t.app, 'reservations.reserve', bad);
  });
});

describe('reservations.reserveWithToken', () => {
  function reserveWithToken(orderId: number, token: string) {
    return t.app.inject({
      method: 'POST',
      url: `/ebsn/api/token-order/reserve?order_id=${orderId}&distance=120&reservation_info=posto%204&access_token=${token}`,
      headers: SDK_HEADERS,
    });
  }

  it('reserves a locker order with the e-mailed access token, without a session', async () => {
    const orderId = await order(DELIVERY_SERVICE.LOCKER);
    const token = 'token-di-prova-abcdefghijklmnop';
    await issueAccessToken(token, MARIO.email, 3_600_000);
    const response = await reserveWithToken(orderId, token);
    const body = expectContract<Envelope>(t.app, 'reservations.reserveWithToken', response);
    expect(body.response.status).toBe(0);
    const stored = await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(stored?.kind).toBe('locker');

    // A token of another e-mail address does not reach Mario's order.
    const other = 'token-di-giulia-abcdefghijklmnop';
    await issueAccessToken(other, GIULIA.email, 3_600_000);
    const foreign = await reserveWithToken(orderId, other);
    expect(foreign.statusCode).toBe(404);
    expectContract(t.app, 'reservations.reserveWithToken', foreign);
  });

  it('answers 401 for an unknown or expired token', async () => {
    const orderId = await order(DELIVERY_SERVICE.LOCKER);
    const response = await reserveWithToken(orderId, 'token-inesistente-abcdefghijk');
    expect(response.statusCode).toBe(401);
    expect(
      expectContract<Envelope>(t.app, 'reservations.reserveWithToken', response).response.errors[0]
        ?.error,
    ).toBe('Il link per consultare gli ordini non è valido o è scaduto');
    const expired = 'token-scaduto-abcdefghijklmnopq';
    await issueAccessToken(expired, MARIO.email, -1000);
    expect((await reserveWithToken(orderId, expired)).statusCode).toBe(401);
  });
});
