import { describe, expect, it } from 'vitest';

import { CHALLENGE_CODE } from '../payment-provider/index';
import { GIULIA } from '../seed/index';
import { postForm, signIn, type TestSession } from '../testing/test-app';
import { call, cardSavedFeedback, shopBeforeAll, type CartData } from '../testing/commerce';

const { t, shop } = shopBeforeAll();

interface BuyData {
  orderId: number;
  paymentUrl?: string;
  paymentParameters?: Record<string, string>;
}

interface OrderData {
  orderId: number;
  orderStatusId: number;
  paymentStatus: string;
  isDeletable: boolean;
  isEditable: boolean;
  items?: Array<{ product: { productId: number } }>;
}

async function fillAndLock(session: TestSession = t.mario, products = 2) {
  await shop.fillForCheckout(products, session);
  const locked = await call<CartData>(t, 'cart.lock', 'cart/lock', { session, method: 'POST' });
  expect(locked.body.data.locked).toBe(true);
  return locked.body.data;
}

function buy(fields: Record<string, string | number> = { payment_type_id: 12 }, session = t.mario) {
  return call<BuyData>(t, 'cart.buy', 'cart/buy', { session, form: fields });
}

/** Posts to a provider page like the browser form does. */
function provider(path: string, fields: Record<string, string>) {
  return postForm(t.app, path, null, fields);
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** Presses a button of the provider's checkout page (`pay`, `decline`, `challenge`...). */
function checkoutAction(session_id: string, action: string, fields: Record<string, string> = {}) {
  return provider('/payment-provider/checkout/action', { session_id, action, ...fields });
}

/** An order as Mario reads it. */
async function viewOrder(orderId: number) {
  const answer = await call<OrderData>(t, 'orders.get', 'order/view', {
    session: t.mario,
    query: { order_id: orderId },
  });
  return answer.body.data;
}

/** The first of Mario's rows in `table`: one of his orders, his saved card. */
function marioRow(table: 'orders' | 'payment_auths') {
  return t.db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', t.mario.userId)
    .executeTakeFirstOrThrow();
}

/** Mario edits one of his orders: its items come back into the cart. */
function editOrder(orderId: number) {
  return call<CartData>(t, 'orders.edit', 'order/edit', {
    session: t.mario,
    form: { order_id: orderId },
  });
}

/** Mario cancels one of his orders. */
function cancelOrder(orderId: number) {
  return call<OrderData>(t, 'orders.cancel', 'order/delete', {
    session: t.mario,
    form: { order_id: orderId },
  });
}

describe('buying the cart with payment type 12', () => {
  it('refuses a user whose profile is incomplete and a cart that is not locked', async () => {
    const giulia = await signIn(t.app, GIULIA);
    expect((await buy({ payment_type_id: 12 }, giulia)).statusCode).toBe(403);
    expect((await buy()).statusCode).toBe(409);
    expect(
      (await call(t, 'cart.buy', 'cart/buy', { form: { payment_type_id: 12 } })).statusCode,
    ).toBe(401);
  });

  it('creates exactly one order for 20 concurrent buys and pays it on the provider page', async () => {
    const cart = await fillAndLock();
    const results = await Promise.all(Array.from({ length: 20 }, () => buy()));
    const orderIds = new Set(results.map((r) => r.body.data.orderId));
    expect(orderIds.size).toBe(1);
    const sessions = new Set(results.map((r) => r.body.data.paymentParameters?.session_id));
    expect(sessions.size).toBe(1);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cart.cartId)
      .execute();
    expect(orders).toHaveLength(1);
    const outcome = results[0]!.body.data;
    expect(pathOf(outcome.paymentUrl!)).toBe('/payment-provider/checkout');
    expect(Number(outcome.paymentParameters!.amount)).toBeGreaterThanOrEqual(cart.grossTotal);

    // The return address alone changes nothing: the order is still pending.
    const pending = await viewOrder(outcome.orderId);
    expect(pending.paymentStatus).toBe('pending');

    const page = await provider('/payment-provider/checkout', outcome.paymentParameters!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Pagamento sicuro');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const paid = await checkoutAction(outcome.paymentParameters!.session_id!, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/cart/payment-completed/${outcome.orderId}`);

    const order = await viewOrder(outcome.orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.items).toHaveLength(2);
    // A new, empty cart opens; a repeat with the same idempotency key is the first outcome.
    const fresh = await call<CartData>(t, 'cart.view', 'cart/view', { session: t.mario });
    expect(fresh.body.data.cartId).not.toBe(cart.cartId);
    expect(fresh.body.data.cartItems).toEqual([]);
    // The used session is closed.
    const again = await provider('/payment-provider/checkout', outcome.paymentParameters!);
    expect(again.statusCode).toBe(410);
  });

  it('answers a repeated buy with the same idempotency key with the first outcome', async () => {
    await fillAndLock();
    const first = await buy({ payment_type_id: 12, idempotency_key: 'carrello-test-0001' });
    const second = await buy({ payment_type_id: 12, idempotency_key: 'carrello-test-0001' });
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
    expect(second.body.data.paymentParameters).toEqual(first.body.data.paymentParameters);
    await checkoutAction(first.body.data.paymentParameters!.session_id!, 'pay');
    const afterPaid = await buy({ payment_type_id: 12, idempotency_key: 'carrello-test-0001' });
    expect(afterPaid.body.data.orderId).toBe(first.body.data.orderId);
    expect(afterPaid.body.data.paymentUrl).toBeUndefined();
  });

  it('keeps the cart intact and usable again when the payment is declined', async () => {
    const cart = await fillAndLock();
    const outcome = (await buy()).body.data;
    const declined = await checkoutAction(outcome.paymentParameters!.session_id!, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/payment-error/${outcome.orderId}`);
    const after = (await call<CartData>(t, 'cart.view', 'cart/view', { session: t.mario })).body
      .data;
    expect(after.cartId).toBe(cart.cartId);
    expect(after.locked).toBe(false);
    expect(after.cartItems.map((i) => i.cartItemId)).toEqual(
      cart.cartItems.map((i) => i.cartItemId),
    );
    expect(after.shippingAddress?.addressId).toBe(cart.shippingAddress?.addressId);
    expect(after.timeslot?.timeslotId).toBe(cart.timeslot?.timeslotId);
    const failed = await viewOrder(outcome.orderId);
    expect(failed.paymentStatus).toBe('failed');

    // Buying again: the same order (one cart, one order), a new provider session.
    await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
    const retry = (await buy()).body.data;
    expect(retry.orderId).toBe(outcome.orderId);
    expect(retry.paymentParameters!.session_id).not.toBe(outcome.paymentParameters!.session_id);
    expect(
      (await provider('/payment-provider/checkout', outcome.paymentParameters!)).statusCode,
    ).toBe(410);

    // 3-D Secure step: a wrong code is refused on the page, the right one pays.
    const session_id = retry.paymentParameters!.session_id!;
    const challenge = await checkoutAction(session_id, 'challenge');
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Verifica della banca');
    const wrong = await checkoutAction(session_id, 'confirm-challenge', { otp: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Codice non corretto');
    const right = await checkoutAction(session_id, 'confirm-challenge', { otp: CHALLENGE_CODE });
    expect(right.headers.location).toBe(`/cart/payment-completed/${outcome.orderId}`);
  });

  it('unlocking cancels the open provider session', async () => {
    await fillAndLock();
    const outcome = (await buy()).body.data;
    await call(t, 'cart.unlock', 'cart/unlock', { session: t.mario, method: 'POST' });
    expect(
      (await provider('/payment-provider/checkout', outcome.paymentParameters!)).statusCode,
    ).toBe(410);
    const late = await checkoutAction(outcome.paymentParameters!.session_id!, 'pay');
    expect(late.statusCode).toBe(410);
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });
});

describe('card intent (payment type 25)', () => {
  it('pays with a client secret and reports the real state through stripe feedback', async () => {
    const auth = await marioRow('payment_auths');
    await fillAndLock();
    const outcome = (await buy({ payment_type_id: 25, payment_auth_id: auth.id })).body.data;
    const secret = outcome.paymentParameters!.payment_client_secret!;
    // Shaped like Stripe's: what the storefront's feedback hook accepts (letters, digits, _).
    expect(secret).toMatch(/^pi_secret_[A-Za-z0-9]{48}$/);
    const feedback = (status: string, clientSecret = secret) =>
      call<{ status: string }>(t, 'payment.stripeFeedback', 'stripe/payment-feedback', {
        session: t.mario,
        query: {
          redirect_status: status,
          order_id: outcome.orderId,
          payment_intent_client_secret: clientSecret,
        },
      });
    // The return query claims success: the server still says pending.
    expect((await feedback('succeeded')).body.data.status).toBe('pending');
    expect((await feedback('succeeded', 'pi_secret_wrong')).statusCode).toBe(404);
    await checkoutAction(outcome.paymentParameters!.session_id!, 'pay');
    expect((await feedback('failed')).body.data.status).toBe('completed');
    const giulia = await signIn(t.app, GIULIA);
    const foreign = await call(t, 'payment.stripeFeedback', 'stripe/payment-feedback', {
      session: giulia,
      query: {
        redirect_status: 'succeeded',
        order_id: outcome.orderId,
        payment_intent_client_secret: secret,
      },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignAuth = await buy({ payment_type_id: 25, payment_auth_id: 99_999 });
    expect(foreignAuth.statusCode).toBe(404);
  });

  it('reports a provider session through the mobile-payment feedback', async () => {
    await fillAndLock();
    const outcome = (await buy({ payment_type_id: 31 })).body.data;
    const result = await call<{ status: string }>(
      t,
      'payment.satispayFeedback',
      'satispay/payment-feedback',
      {
        session: t.mario,
        query: { order_id: outcome.orderId, payment_id: outcome.paymentParameters!.session_id! },
      },
    );
    expect(result.body.data.status).toBe('pending');
    const unknown = await call(t, 'payment.satispayFeedback', 'satispay/payment-feedback', {
      session: t.mario,
      query: { order_id: outcome.orderId, payment_id: 'ps_unknown' },
    });
    expect(unknown.statusCode).toBe(404);
    await call(t, 'cart.unlock', 'cart/unlock', { session: t.mario, method: 'POST' });
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });
});

describe('saved payment methods', () => {
  it('lists payment types with the card intent active when a card is saved', async () => {
    const types = await call<{ payments: Array<{ paymentTypeId: number; active: number }> }>(
      t,
      'payment.types',
      'payment-type/list',
      { session: t.mario },
    );
    const byId = new Map(types.body.data.payments.map((p) => [p.paymentTypeId, p.active]));
    expect(byId.get(12)).toBe(1);
    expect(byId.get(25)).toBe(1);
    const giulia = await signIn(t.app, GIULIA);
    const hers = await call<{ payments: Array<{ paymentTypeId: number; active: number }> }>(
      t,
      'payment.types',
      'payment-type/list',
      { session: giulia },
    );
    expect(hers.body.data.payments.find((p) => p.paymentTypeId === 25)?.active).toBe(0);
    const foreignOrder = await marioRow('orders');
    const refused = await call(t, 'payment.types', 'payment-type/list', {
      session: giulia,
      query: { order_id: foreignOrder.id },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('offers only the payment types of the cart’s store: no card intent in Bologna', async () => {
    const types = async () =>
      (
        await call<{ payments: Array<{ paymentTypeId: number; active: number }> }>(
          t,
          'payment.types',
          'payment-type/list',
          { session: t.mario },
        )
      ).body.data.payments.map((p) => p.paymentTypeId);
    const stores = await call<{ addresses: Array<{ addressId: number; addressName: string }> }>(
      t,
      'delivery.addresses',
      'address/list',
      { session: t.mario, query: { delivery_service_id: 1 } },
    );
    const bologna = stores.body.data.addresses.find((a) => a.addressName.includes('Bologna'));
    expect(bologna).toBeDefined();
    await call(t, 'cart.setAddress', 'cart/set-address', {
      session: t.mario,
      form: { delivery_service_id: 1, address_id: bologna!.addressId },
    });
    try {
      const offered = await types();
      // Mario has a saved card, yet the store takes none: type 12 without 25 (the fast payment).
      expect(offered).toContain(12);
      expect(offered).not.toContain(25);
      const [product] = await shop.plainProducts(1);
      await call(t, 'cart.addProduct', 'cart/add-product', {
        session: t.mario,
        json: { items: [{ productId: product!.id, quantity: 1 }] },
      });
      const slot = await shop.firstFreeSlot();
      await call(t, 'cart.setTimeslot', 'cart/set-timeslot', {
        session: t.mario,
        form: { date: slot.date, timeslot_id: slot.timeslotId },
      });
      await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
      const auth = await marioRow('payment_auths');
      const refused = await call(t, 'cart.buy', 'cart/buy', {
        session: t.mario,
        form: { payment_type_id: 25, payment_auth_id: auth.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.response.errors[0]?.error).toBe(
        'Questo metodo di pagamento non è disponibile nel negozio scelto',
      );
    } finally {
      await call(t, 'cart.unlock', 'cart/unlock', { session: t.mario, method: 'POST' });
      await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
      await shop.prepareCheckout();
    }
    expect(await types()).toContain(25);
  });

  it('saves a card on the provider page, lists it and deletes it', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const started = await call<{ paymentUrl: string; paymentParameters: Record<string, string> }>(
      t,
      'payment.addAuth',
      'payment-type/add-auth',
      {
        session: giulia,
        method: 'POST',
        query: {
          payment_type_id: 12,
          payment_data: JSON.stringify({ return_url: '/profile/carte' }),
        },
      },
    );
    const params = started.body.data.paymentParameters;
    expect(pathOf(started.body.data.paymentUrl)).toBe('/payment-provider/save-card');
    const page = await provider('/payment-provider/save-card', params);
    expect(page.body).toContain('autocomplete="cc-number"');
    const submitCard = (number: string) =>
      provider('/payment-provider/save-card/submit', {
        setup_session: params.setup_session!,
        holder: 'Giulia Bianchi',
        number,
        expiry: '12/30',
      });
    const invalid = await submitCard('4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Numero di carta non valido');
    const saved = await submitCard('4242 4242 4242 4242');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(
      `/profile/carte?redirect_status=succeeded&payment_id=${params.payment_id}`,
    );
    const feedbackWith = (clientSecret: string) =>
      cardSavedFeedback(t, giulia, params.payment_id!, clientSecret);
    const feedback = await feedbackWith(params.payment_intent_client_secret!);
    expect(feedback.body.data.status).toBe('completed');
    expect((await feedbackWith('nope')).statusCode).toBe(404);

    const list = await call<{
      auths: Array<{ paymentAuthId: number; creditCard: string; expireDate: string }>;
    }>(t, 'payment.listAuths', 'payment-type/list-auth', {
      session: giulia,
      query: { payment_type_id: 12 },
    });
    expect(list.body.data.auths).toHaveLength(1);
    expect(list.body.data.auths[0]!.creditCard).toContain('4242');
    expect(list.body.data.auths[0]!.paymentAuthId).toBe(feedback.body.data.paymentAuthId);

    const foreign = await call(t, 'payment.deleteAuth', 'payment-type/delete-auth', {
      session: t.mario,
      method: 'POST',
      query: { payment_auth_id: feedback.body.data.paymentAuthId },
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await call<{ auths: unknown[] }>(
      t,
      'payment.deleteAuth',
      'payment-type/delete-auth',
      {
        session: giulia,
        method: 'POST',
        query: { payment_auth_id: feedback.body.data.paymentAuthId },
      },
    );
    expect(deleted.body.data.auths).toEqual([]);
    const unknownType = await call(t, 'payment.listAuths', 'payment-type/list-auth', {
      session: giulia,
      query: { payment_type_id: 999 },
    });
    expect(unknownType.statusCode).toBe(404);
    const badData = await call(t, 'payment.addAuth', 'payment-type/add-auth', {
      session: giulia,
      method: 'POST',
      query: { payment_type_id: 12, payment_data: '{not json' },
    });
    expect(badData.statusCode).toBe(400);
  });
});

describe('orders', () => {
  it('lists the user’s orders, all of them with all=true', async () => {
    const open = await call<{ orders: OrderData[]; page: { totItems: number } }>(
      t,
      'orders.list',
      'order/list',
      {
        session: t.mario,
      },
    );
    const all = await call<{ orders: OrderData[]; page: { totItems: number } }>(
      t,
      'orders.list',
      'order/list',
      {
        session: t.mario,
        query: { all: true, page_size: 50 },
      },
    );
    expect(all.body.data.page.totItems).toBeGreaterThan(open.body.data.page.totItems);
    expect(all.body.data.orders.some((o) => o.orderStatusId === 8)).toBe(true);
    expect(open.body.data.orders.every((o) => o.orderStatusId !== 8)).toBe(true);
    expect((await call(t, 'orders.list', 'order/list')).statusCode).toBe(401);
  });

  it('never shows, cancels or copies another user’s order', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const marioOrder = await marioRow('orders');
    const attempts = [
      ['orders.get', 'order/view', { query: { order_id: marioOrder.id } }],
      ['orders.cancel', 'order/delete', { form: { order_id: marioOrder.id } }],
      ['orders.addToCart', 'order/add-to-cart', { form: { order_id: marioOrder.id } }],
      ['orders.edit', 'order/edit', { form: { order_id: marioOrder.id } }],
    ] as const;
    for (const [operationId, path, params] of attempts) {
      const result = await call(t, operationId, path, { session: giulia, ...params });
      expect(result.statusCode, operationId).toBe(404);
    }
  });

  it('copies a past order into the cart', async () => {
    const delivered = await shop.deliveredOrder();
    const cart = await call<CartData>(t, 'orders.addToCart', 'order/add-to-cart', {
      session: t.mario,
      form: { order_id: delivered.id },
    });
    expect(cart.body.data.cartItems.length).toBeGreaterThan(0);
    expect((await editOrder(delivered.id)).statusCode).toBe(409);
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });

  it('edits an unpaid order, cancels it keeping the cart, and cancels a paid one releasing its slot', async () => {
    const cart = await fillAndLock();
    const outcome = (await buy()).body.data;
    await checkoutAction(outcome.paymentParameters!.session_id!, 'decline');
    const order = await viewOrder(outcome.orderId);
    expect(order.isEditable).toBe(true);
    const edited = await editOrder(outcome.orderId);
    expect(edited.body.data.cartItems).toHaveLength(cart.cartItems.length);

    const slotId = cart.timeslot!.timeslotId;
    const held = await shop.slotTaken(slotId);
    const unpaid = await cancelOrder(outcome.orderId);
    expect(unpaid.body.data.orderStatusId).toBe(11);
    expect(unpaid.body.data.isDeletable).toBe(false);
    expect(await shop.slotTaken(slotId)).toBe(held);
    const still = (await call<CartData>(t, 'cart.view', 'cart/view', { session: t.mario })).body
      .data;
    expect(still.cartId).toBe(cart.cartId);
    expect(still.timeslot?.timeslotId).toBe(slotId);
    expect((await cancelOrder(outcome.orderId)).statusCode).toBe(409);

    // Buying the same cart again revives its one order; once paid, cancelling frees the slot.
    await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
    const again = (await buy()).body.data;
    expect(again.orderId).toBe(outcome.orderId);
    await checkoutAction(again.paymentParameters!.session_id!, 'pay');
    const paid = await cancelOrder(outcome.orderId);
    expect(paid.body.data.paymentStatus).toBe('refunded');
    expect(await shop.slotTaken(slotId)).toBe(held - 1);
  });

  it('replaces an order paid on delivery when its edited cart is bought', async () => {
    await fillAndLock();
    const first = await buy({ payment_type_id: 1 });
    expect(first.body.data.paymentUrl).toBeUndefined();
    const original = await viewOrder(first.body.data.orderId);
    expect(original).toMatchObject({
      orderStatusId: 3,
      paymentStatus: 'pending',
      isEditable: true,
    });
    const edited = await editOrder(original.orderId);
    expect(edited.body.data.cartInfos.EDIT_ORDER_ID).toBe(String(original.orderId));
    expect(edited.body.data.cartItems).toHaveLength(original.items!.length);
    await shop.prepareCheckout();
    await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
    const replacement = await buy({ payment_type_id: 1 });
    expect(replacement.body.data.orderId).not.toBe(original.orderId);
    const old = await viewOrder(original.orderId);
    expect(old.orderStatusId).toBe(11);
  });

  it('holds the cart’s slot for some minutes', async () => {
    const noSlot = await call(t, 'orders.reserveTime', 'order/reserve-time', {
      session: t.mario,
      method: 'POST',
      query: { reserveTime: 15 },
    });
    expect(noSlot.statusCode).toBe(400);
    await shop.prepareCheckout();
    const held = await call(t, 'orders.reserveTime', 'order/reserve-time', {
      session: t.mario,
      method: 'POST',
      query: { reserveTime: 15 },
    });
    expect(held.body.response.status).toBe(0);
    const reservation = await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('kind', '=', 'reserve-time')
      .where('user_id', '=', t.mario.userId)
      .executeTakeFirst();
    expect(reservation?.expires_at).toBeInstanceOf(Date);
  });

  it('gives anonymous access to the orders of an e-mail through a mailed token', async () => {
    const order = await marioRow('orders');
    const giuliaOrderless = await call(
      t,
      'orders.anonRequestAccess',
      'token-order/request-access',
      {
        form: { e_mail: 'nessuno@example.it', order_id: order.id },
      },
    );
    expect(giuliaOrderless.body.response.status).toBe(0);
    const requested = await call(t, 'orders.anonRequestAccess', 'token-order/request-access', {
      form: { e_mail: 'mario.rossi@example.it', order_id: order.id },
    });
    expect(requested.body).toEqual({ ...requested.body, data: {} });
    const mail = await t.db
      .selectFrom('mailbox_messages')
      .select('text_body')
      .where('recipient', '=', 'mario.rossi@example.it')
      .where('subject', '=', 'I tuoi ordini Carrello')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(
      await t.db
        .selectFrom('mailbox_messages')
        .select('id')
        .where('recipient', '=', 'nessuno@example.it')
        .executeTakeFirst(),
    ).toBeUndefined();
    const token = /access_token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const list = await call<{ orders: OrderData[] }>(t, 'orders.anonList', 'token-order/list', {
      query: { access_token: token },
    });
    expect(list.body.data.orders.map((o) => o.orderId)).toContain(order.id);
    const one = await call<OrderData>(t, 'orders.anonGet', 'token-order/view', {
      query: { access_token: token, order_id: order.id },
    });
    expect(one.body.data.orderId).toBe(order.id);
    const bad = await call(t, 'orders.anonList', 'token-order/list', {
      query: { access_token: 'x'.repeat(43) },
    });
    expect(bad.statusCode).toBe(401);
    const notCovered = await call(t, 'orders.anonGet', 'token-order/view', {
      query: { access_token: token, order_id: 999_999 },
    });
    expect(notCovered.statusCode).toBe(404);
  });
});
