import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { GIULIA } from '../seed/index';
import { CART_MESSAGES, FREE_GIFT_FROM } from '../services/cart';
import { createSession } from '../services/session';
import { SDK_HEADERS, signIn, type TestSession } from '../testing/test-app';
import { call, expectRefusal, shopBeforeAll, type CartData } from '../testing/commerce';

const { t, shop } = shopBeforeAll();

async function view(session: TestSession = t.mario) {
  return (await call<CartData>(t, 'cart.view', 'cart/view', { session })).body.data;
}

async function add(items: Array<Record<string, unknown>>, session: TestSession = t.mario) {
  return call<CartData>(t, 'cart.addProduct', 'cart/add-product', { session, json: { items } });
}

async function emptyAll(session: TestSession = t.mario) {
  await call(t, 'cart.unlock', 'cart/unlock', { session, method: 'POST' });
  await call(t, 'cart.empty', 'cart/empty', { session, method: 'POST' });
}

function setCartInfo(property: string, value: string, session: TestSession = t.mario) {
  return call<CartData>(t, 'cart.setCartInfo', 'cart/set-cart-info', {
    session,
    form: { property, value },
  });
}

async function specialProduct(codInt: string) {
  return t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('cod_int', '=', codInt)
    .executeTakeFirstOrThrow();
}

/** A store's click-and-collect point: the first of them, or the last. */
function storePickupPoint(which: 'first' | 'last') {
  return t.db
    .selectFrom('addresses')
    .select(['id', 'warehouse_id'])
    .where('delivery_service_id', '=', 1)
    .where('user_id', 'is', null)
    .orderBy('id', which === 'first' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow();
}

describe('cart of the signed-in user', () => {
  it('answers 401 with the envelope to anonymous calls', async () => {
    const result = await call(t, 'cart.view', 'cart/view');
    expect(result.statusCode).toBe(401);
    const add = await call(t, 'cart.addProduct', 'cart/add-product', {
      json: { items: [{ productId: 1, quantity: 1 }] },
    });
    expect(add.statusCode).toBe(401);
  });

  it('adds, updates and removes products with totals recomputed every time', async () => {
    await emptyAll();
    const [a, b] = await shop.plainProducts(2);
    const added = await add([
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    expect(added.body.response.infos[0]?.info).toBe(CART_MESSAGES.added);
    const cart = added.body.data;
    expect(cart.totalItems).toBe(2);
    expect(cart.totalPrice).toBeCloseTo(a!.price * 2 + b!.price, 2);

    const again = await add([{ productId: a!.id, quantity: 1 }]);
    const lineA = again.body.data.cartItems.find((item) => item.product.productId === a!.id)!;
    expect(lineA.quantity).toBe(3);

    const updated = await call<CartData>(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId: lineA.cartItemId, quantity: 1 }] },
    });
    expect(updated.body.data.totalPrice).toBeCloseTo(a!.price + b!.price, 2);

    const removed = await call<CartData>(t, 'cart.removeProduct', 'cart/remove-product', {
      session: t.mario,
      json: { items: [{ itemId: lineA.cartItemId }] },
    });
    expect(removed.body.data.cartItems.map((item) => item.product.productId)).toEqual([b!.id]);
    expect(removed.body.data.totalPrice).toBeCloseTo(b!.price, 2);

    const zero = await call<CartData>(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId: removed.body.data.cartItems[0]!.cartItemId, quantity: 0 }] },
    });
    expect(zero.body.data.cartItems).toEqual([]);
    expect(zero.body.data.grossTotal).toBe(0);
  });

  it('prices loose goods by weight', async () => {
    await emptyAll();
    const loose = await shop.looseProduct();
    const cart = (await add([{ productId: loose.id, quantity: 1, weight: 1.5 }])).body.data;
    expect(cart.cartItems[0]!.weight).toBe(1.5);
    expect(cart.cartItems[0]!.grossTotal).toBeCloseTo(loose.price * 1.5, 2);
  });

  it('stops a line at 999 pieces, or 100 kg for loose goods, when more is added', async () => {
    await emptyAll();
    const [plain] = await shop.plainProducts(1);
    const loose = await shop.looseProduct();
    const twice = [
      { productId: plain!.id, quantity: 999 },
      { productId: loose.id, quantity: 1, weight: 60 },
    ];
    await add(twice);
    const cart = (await add(twice)).body.data;
    const lineOf = (id: number) => cart.cartItems.find((item) => item.product.productId === id)!;
    expect(lineOf(plain!.id).quantity).toBe(999);
    expect(lineOf(loose.id).weight).toBe(100);
  });

  it("adds a past order's weight to a loose-goods line already in the cart", async () => {
    await emptyAll();
    const loose = await shop.looseProduct();
    const delivered = await shop.deliveredOrder();
    // The past order bought 2 kg of it (one piece); the cart holds 1.5 kg already.
    const bought = await t.db
      .insertInto('order_items')
      .values({
        order_id: delivered.id,
        product_id: loose.id,
        quantity: 1,
        weight: 2,
        unit_price: loose.price,
        gross_total: loose.price * 2,
        product_snapshot: JSON.stringify({ productId: loose.id }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await add([{ productId: loose.id, quantity: 1, weight: 1.5 }]);
      const cart = await call<CartData>(t, 'orders.addToCart', 'order/add-to-cart', {
        session: t.mario,
        form: { order_id: delivered.id },
      });
      const line = cart.body.data.cartItems.find((item) => item.product.productId === loose.id)!;
      expect(line.weight).toBe(3.5);
      expect(line.grossTotal).toBeCloseTo(loose.price * 3.5, 2);
    } finally {
      await t.db.deleteFrom('order_items').where('id', '=', bought.id).execute();
      await emptyAll();
    }
  });

  it('refuses unknown and unavailable products with 4xx answers', async () => {
    const unknown = await add([{ productId: 999_999, quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    const gone = await t.db
      .selectFrom('products')
      .select('id')
      .where('available', '=', 0)
      .executeTakeFirst();
    if (gone) expect((await add([{ productId: gone.id, quantity: 1 }])).statusCode).toBe(400);
  });

  it('adds the free gift (insertion type 2, not editable) above the threshold and refuses changing it', async () => {
    await emptyAll();
    const [product] = await shop.plainProducts(1);
    const quantity = Math.ceil(FREE_GIFT_FROM / product!.price) + 1;
    const cart = (await add([{ productId: product!.id, quantity }])).body.data;
    const gift = cart.cartItems.find((item) => item.cartItemInsertionTypeId === 2)!;
    expect(gift).toBeDefined();
    expect(gift.editable).toBe(false);
    expect(gift.grossTotal).toBe(0);

    const update = await call(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId: gift.cartItemId, quantity: 3 }] },
    });
    expectRefusal(update, CART_MESSAGES.notEditable(gift.product.name));
    const remove = await call(t, 'cart.removeProduct', 'cart/remove-product', {
      session: t.mario,
      json: { items: [{ itemId: gift.cartItemId }] },
    });
    expectRefusal(remove, CART_MESSAGES.notEditable(gift.product.name));

    const line = cart.cartItems.find((item) => item.product.productId === product!.id)!;
    const below = await call<CartData>(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId: line.cartItemId, quantity: 1 }] },
    });
    expect(below.body.data.cartItems.some((item) => item.cartItemInsertionTypeId === 2)).toBe(
      false,
    );
  });

  it('refuses quantity changes of nature 8 items', async () => {
    await emptyAll();
    const shopper = await specialProduct('900002');
    const cart = (await add([{ productId: shopper.id, quantity: 1 }])).body.data;
    const line = cart.cartItems[0]!;
    expect(line.product.productInfos.PRODUCT_NATURE_ID).toBe('8');
    const update = await call(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId: line.cartItemId, quantity: 2 }] },
    });
    expectRefusal(update, CART_MESSAGES.noQuantityChange(shopper.name));
    expectRefusal(
      await add([{ productId: shopper.id, quantity: 1 }]),
      CART_MESSAGES.noQuantityChange(shopper.name),
    );
    // Removing it is still allowed.
    const removed = await call<CartData>(t, 'cart.removeProduct', 'cart/remove-product', {
      session: t.mario,
      json: { items: [{ itemId: line.cartItemId }] },
    });
    expect(removed.body.data.cartItems).toEqual([]);
  });

  it('refuses changes of items with editable false', async () => {
    await emptyAll();
    const [product] = await shop.plainProducts(1);
    const cart = (await add([{ productId: product!.id, quantity: 1 }])).body.data;
    const itemId = cart.cartItems[0]!.cartItemId;
    await t.db
      .updateTable('cart_items')
      .set({ editable: false })
      .where('id', '=', itemId)
      .execute();
    const update = await call(t, 'cart.updateProduct', 'cart/update-product', {
      session: t.mario,
      json: { items: [{ itemId, quantity: 4 }] },
    });
    expectRefusal(update, CART_MESSAGES.notEditable(product!.name));
    const info = await call(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'size', value: 'M', items: [itemId] },
    });
    expectRefusal(info, CART_MESSAGES.notEditable(product!.name));
    const emptied = await call<CartData>(t, 'cart.empty', 'cart/empty', {
      session: t.mario,
      method: 'POST',
    });
    expect(emptied.body.data.cartItems.map((item) => item.cartItemId)).toEqual([itemId]);
    await t.db.deleteFrom('cart_items').where('id', '=', itemId).execute();
  });

  it('accepts alternatives only for eligible items (core rule)', async () => {
    await emptyAll();
    const [plain] = await shop.plainProducts(1);
    const [promo] = await shop.plainProducts(1, { promo: true });
    const cart = (
      await add([
        { productId: plain!.id, quantity: 1 },
        { productId: promo!.id, quantity: 1 },
      ])
    ).body.data;
    const plainLine = cart.cartItems.find((item) => item.product.productId === plain!.id)!;
    const promoLine = cart.cartItems.find((item) => item.product.productId === promo!.id)!;
    expect(plainLine.product.hasAlternatives).toBe(true);
    const ok = await call<CartData>(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'accept_alternatives', value: 'true', items: [plainLine.cartItemId] },
    });
    expect(ok.body.response.status).toBe(0);
    expect(
      ok.body.data.cartItems.find((item) => item.cartItemId === plainLine.cartItemId)!.cartItemInfo
        .accept_alternatives,
    ).toBe('true');
    const refused = await call(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'accept_alternatives', value: 'true', items: [promoLine.cartItemId] },
    });
    expectRefusal(refused, CART_MESSAGES.noAlternatives(promo!.name));
    // add-product params drop an ineligible flag with a warning.
    await emptyAll();
    const warned = await add([
      { productId: promo!.id, quantity: 1, params: { accept_alternatives: 'true' } },
    ]);
    expect(warned.body.response.warnings[0]?.warning).toBe(CART_MESSAGES.alternativesIgnored);
    expect(warned.body.data.cartItems[0]!.cartItemInfo.accept_alternatives).toBeUndefined();
    const unknownItem = await call(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'size', value: 'L', items: [987_654] },
    });
    expect(unknownItem.statusCode).toBe(404);
  });

  it('keeps a note for the department per line, and clears it when empty', async () => {
    await emptyAll();
    const [product] = await shop.plainProducts(1);
    const cart = (await add([{ productId: product!.id, quantity: 1 }])).body.data;
    const itemId = cart.cartItems[0]!.cartItemId;
    const noted = await call<CartData>(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'user_notes', value: 'Fette sottili, per favore', items: [itemId] },
    });
    expect(noted.body.response.errors).toEqual([]);
    expect(noted.body.data.cartItems[0]!.cartItemInfo.user_notes).toBe('Fette sottili, per favore');
    const reread = await call<CartData>(t, 'cart.view', 'cart/view', { session: t.mario });
    expect(reread.body.data.cartItems[0]!.cartItemInfo.user_notes).toBe(
      'Fette sottili, per favore',
    );
    const cleared = await call<CartData>(t, 'cart.setCartItemInfo', 'cart/set-cart-item-info', {
      session: t.mario,
      json: { name: 'user_notes', value: '', items: [itemId] },
    });
    expect(cleared.body.data.cartItems[0]!.cartItemInfo.user_notes).toBeUndefined();
  });

  it('sets need_invoice, the fiscal person of the user only, and the order comment', async () => {
    const person = await t.db
      .selectFrom('fiscal_persons')
      .select('id')
      .where('user_id', '=', t.mario.userId)
      .executeTakeFirstOrThrow();
    const invoice = await setCartInfo('need_invoice', 'true');
    expect(invoice.body.data.cartInfos.need_invoice).toBe('true');
    const chosen = await setCartInfo('PERSON_FISCAL_ID', String(person.id));
    expect(chosen.body.data.cartInfos.PERSON_FISCAL_ID).toBe(String(person.id));

    const giulia = await signIn(t.app, GIULIA);
    const foreign = await setCartInfo('PERSON_FISCAL_ID', String(person.id), giulia);
    expect(foreign.statusCode).toBe(404);

    const comment = await setCartInfo('order_comment', 'Citofonare Rossi');
    expect(comment.body.data.cartInfos.order_comment).toBe('Citofonare Rossi');
    const toggled = await setCartInfo('need_invoice', 'false');
    expect(toggled.body.data.cartInfos.PERSON_FISCAL_ID).toBeUndefined();
  });
});

describe('delivery, slots and lock', () => {
  it('lists the delivery services and the delivery points of each', async () => {
    const services = await call<{ deliveryServices: Array<{ deliveryServiceId: number }> }>(
      t,
      'delivery.services',
      'delivery-service/list',
    );
    expect(services.body.data.deliveryServices.map((s) => s.deliveryServiceId)).toEqual([1, 2, 4]);
    for (const id of [1, 2, 4]) {
      const list = await call<{ addresses: Array<{ deliveryServiceId: number }> }>(
        t,
        'delivery.addresses',
        'address/list',
        { session: t.mario, query: { delivery_service_id: id } },
      );
      expect(list.body.data.addresses.length).toBeGreaterThan(0);
      expect(list.body.data.addresses.every((a) => a.deliveryServiceId === id)).toBe(true);
    }
    const anonymous = await call(t, 'delivery.addresses', 'address/list', {
      query: { delivery_service_id: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call(t, 'delivery.addresses', 'address/list', {
      session: t.mario,
      query: { delivery_service_id: 3 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('checks home-delivery coverage by CAP, partner zones included', async () => {
    const milan = await call<{ covered: boolean; zone?: { zoneGroupId: number } }>(
      t,
      'delivery.checkAddress',
      'user-address/check',
      { query: { postalcode: '20121' } },
    );
    expect(milan.body.data.covered).toBe(true);
    const partner = await call<{ covered: boolean; zone?: { zoneGroupId: number } }>(
      t,
      'delivery.checkAddress',
      'user-address/check',
      { query: { postalcode: '20811' } },
    );
    expect(partner.body.data.zone?.zoneGroupId).toBe(5);
    const nowhere = await call<{ covered: boolean }>(
      t,
      'delivery.checkAddress',
      'user-address/check',
      {
        query: { postalcode: '00001' },
      },
    );
    expect(nowhere.body.data.covered).toBe(false);
    const malformed = await call(t, 'delivery.checkAddress', 'user-address/check', {
      query: { postalcode: 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('serves an address of a partner zone (group 5) from a store offering home delivery', async () => {
    const address = await t.db
      .insertInto('addresses')
      .values({
        user_id: t.mario.userId,
        delivery_service_id: 2,
        address_name: 'Casa al lago',
        address1: 'Via Italia',
        address_number: '3',
        city: 'Monza',
        province: 'MB',
        postalcode: '20811',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = await call<CartData & { shippingAddress: { zone?: { zoneGroupId: number } } }>(
      t,
      'cart.setAddress',
      'cart/set-address',
      { session: t.mario, form: { delivery_service_id: 2, address_id: address.id } },
    );
    expect(chosen.body.data.shippingAddress?.zone?.zoneGroupId).toBe(5);
    const slots = await call<{ days: unknown[] }>(t, 'delivery.timeslots', 'timeslot/list', {
      session: t.mario,
    });
    expect(slots.body.data.days.length).toBeGreaterThan(0);
    const outside = await t.db
      .insertInto('addresses')
      .values({
        user_id: t.mario.userId,
        delivery_service_id: 2,
        address1: 'Via Lontana',
        address_number: '1',
        city: 'Aosta',
        province: 'AO',
        postalcode: '11100',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call(t, 'cart.setAddress', 'cart/set-address', {
      session: t.mario,
      form: { delivery_service_id: 2, address_id: outside.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.response.errors[0]?.error).toBe('Indirizzo non servito');
    await t.db
      .updateTable('addresses')
      .set({ deleted_at: new Date() })
      .where('id', 'in', [address.id, outside.id])
      .execute();
  });

  it('refuses another user’s address and an address of another service', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const marioAddress = await t.db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', t.mario.userId)
      .executeTakeFirstOrThrow();
    const foreign = await call(t, 'cart.setAddress', 'cart/set-address', {
      session: giulia,
      form: { delivery_service_id: 2, address_id: marioAddress.id },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongService = await call(t, 'cart.setAddress', 'cart/set-address', {
      session: t.mario,
      form: { delivery_service_id: 1, address_id: marioAddress.id },
    });
    expect(wrongService.statusCode).toBe(400);
    const noAddress = await call(t, 'delivery.timeslots', 'timeslot/list', {
      session: giulia,
      query: { delivery_service_id: 2, address_id: marioAddress.id },
    });
    expect(noAddress.statusCode).toBe(404);
  });

  it('takes a slot place when chosen, gives it back on change, refuses a full slot', async () => {
    await emptyAll();
    const { slot } = await shop.prepareCheckout();
    expect(await shop.slotTaken(slot.timeslotId)).toBe(1);
    const other = await shop.firstFreeSlot(1);
    const moved = await call<CartData>(t, 'cart.setTimeslot', 'cart/set-timeslot', {
      session: t.mario,
      form: { date: other.date, timeslot_id: other.timeslotId },
    });
    expect(moved.body.data.timeslot?.timeslotId).toBe(other.timeslotId);
    expect(await shop.slotTaken(slot.timeslotId)).toBe(0);
    expect(await shop.slotTaken(other.timeslotId)).toBe(1);

    const full = await shop.firstFreeSlot(2);
    await t.db
      .updateTable('timeslots')
      .set((eb) => ({ taken: eb.ref('capacity') }))
      .where('id', '=', full.timeslotId)
      .execute();
    const refused = await call(t, 'cart.setTimeslot', 'cart/set-timeslot', {
      session: t.mario,
      form: { date: full.date, timeslot_id: full.timeslotId },
    });
    expectRefusal(refused, 'La fascia oraria scelta è al completo');
    expect((await view()).timeslot?.timeslotId).toBe(other.timeslotId);
    const listed = await call<{
      days: Array<{ timeSlots: Array<{ timeslotId: number; status: string }> }>;
    }>(t, 'delivery.timeslots', 'timeslot/list', { session: t.mario });
    const status = listed.body.data.days
      .flatMap((d) => d.timeSlots)
      .find((s) => s.timeslotId === full.timeslotId)?.status;
    expect(status).toBe('full');
    const wrongDate = await call(t, 'cart.setTimeslot', 'cart/set-timeslot', {
      session: t.mario,
      form: { date: '2099-01-01', timeslot_id: other.timeslotId },
    });
    expect(wrongDate.statusCode).toBe(400);
  });

  it('keeps a week of slots ahead when the seeded days have run out', async () => {
    const store = await storePickupPoint('last');
    const giulia = await signIn(t.app, GIULIA);
    await t.db
      .deleteFrom('timeslots')
      .where('warehouse_id', '=', store.warehouse_id!)
      .where('delivery_service_id', '=', 1)
      .where('taken', '=', 0)
      .where('date', '>', sql<Date>`current_date + 2`)
      .execute();
    const slots = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ days: Array<{ date: string; timeSlots: unknown[] }> }>(
          t,
          'delivery.timeslots',
          'timeslot/list',
          {
            session: giulia,
            query: { delivery_service_id: 1, address_id: store.id },
          },
        ),
      ),
    );
    for (const result of slots) expect(result.body.data.days).toHaveLength(7);
    const perDay = slots[0]!.body.data.days.map((day) => day.timeSlots.length);
    expect(new Set(perDay).size).toBe(1);
  });

  it('never overbooks a slot when many carts choose it at once', async () => {
    const store = await storePickupPoint('first');
    const sessions: TestSession[] = [];
    for (let i = 0; i < 12; i += 1) {
      const user = await t.db
        .insertInto('users')
        .values({
          login: `cliente${i}@example.it`,
          email: `cliente${i}@example.it`,
          password_hash: 'x',
          profile_level: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token } = await createSession(t.db, user.id, 3_600_000, false);
      const session = {
        token,
        userId: user.id,
        cartId: 0,
        headers: { ...SDK_HEADERS, 'x-ebsn-account': token },
      };
      await call(t, 'cart.setAddress', 'cart/set-address', {
        session,
        form: { delivery_service_id: 1, address_id: store.id },
      });
      sessions.push(session);
    }
    const slot = await shop.firstFreeSlot(0, sessions[0]!);
    await t.db
      .updateTable('timeslots')
      .set({ capacity: 5, taken: 0 })
      .where('id', '=', slot.timeslotId)
      .execute();
    const results = await Promise.all(
      sessions.map((session) =>
        call(t, 'cart.setTimeslot', 'cart/set-timeslot', {
          session,
          form: { date: slot.date, timeslot_id: slot.timeslotId },
        }),
      ),
    );
    const accepted = results.filter((r) => r.body.response.status === 0);
    expect(accepted).toHaveLength(5);
    for (const refused of results.filter((r) => r.body.response.status !== 0))
      expectRefusal(refused, 'La fascia oraria scelta è al completo');
    const row = await t.db
      .selectFrom('timeslots')
      .select(['taken', 'capacity'])
      .where('id', '=', slot.timeslotId)
      .executeTakeFirstOrThrow();
    expect(row.taken).toBe(5);
  });

  it('locks only a complete cart; a locked cart refuses edits until unlocked', async () => {
    await emptyAll();
    const lockEmpty = await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
    expectRefusal(lockEmpty, CART_MESSAGES.emptyCart);
    const [product] = await shop.plainProducts(1);
    await add([{ productId: product!.id, quantity: 1 }]);
    await t.db
      .updateTable('carts')
      .set({ timeslot_id: null })
      .where('user_id', '=', t.mario.userId)
      .where('status', '=', 'open')
      .execute();
    const noSlot = await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
    expect(noSlot.statusCode).toBe(400);
    await shop.prepareCheckout();
    const locked = await call<CartData>(t, 'cart.lock', 'cart/lock', {
      session: t.mario,
      method: 'POST',
    });
    expect(locked.body.data.locked).toBe(true);
    expectRefusal(await add([{ productId: product!.id, quantity: 1 }]), CART_MESSAGES.locked);
    expectRefusal(await setCartInfo('order_comment', 'x'), CART_MESSAGES.locked);
    expectRefusal(
      await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' }),
      CART_MESSAGES.locked,
    );
    const unlocked = await call<CartData>(t, 'cart.unlock', 'cart/unlock', {
      session: t.mario,
      method: 'POST',
    });
    expect(unlocked.body.data.locked).toBe(false);
    expect((await add([{ productId: product!.id, quantity: 1 }])).body.response.status).toBe(0);
  });

  it('computes the pre-billed amount with a margin for goods sold by weight', async () => {
    const cart = await view();
    const amount = await call<{ preBilledAmount: number; paymentTypeId: number }>(
      t,
      'cart.preBilledAmount',
      'cart/pre-billed-amount',
      { session: t.mario, query: { payment_type_id: 12 } },
    );
    expect(amount.body.data.preBilledAmount).toBeGreaterThanOrEqual(cart.grossTotal);
    const unknown = await call(t, 'cart.preBilledAmount', 'cart/pre-billed-amount', {
      session: t.mario,
      query: { payment_type_id: 777 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('empties the cart and deletes the subscription plan of its subscription item', async () => {
    const plans = await call<{ subscriptionPlans: Array<{ subscriptionPlanId: number }> }>(
      t,
      'subscriptions.add',
      'subscription-plan/add',
      { session: t.mario, json: { subscriptionPlanId: 1 } },
    );
    expect(plans.body.response.status).toBe(0);
    const withPlan = await view();
    const planLine = withPlan.cartItems.find(
      (item) => item.product.productInfos.PRODUCT_NATURE_ID === '10',
    )!;
    expect(planLine.cartItemInfo.SUBSCRIPTION_PLAN_ID).toBe('1');
    const emptied = await call<CartData>(t, 'cart.empty', 'cart/empty', {
      session: t.mario,
      method: 'POST',
    });
    expect(emptied.body.data.cartItems).toEqual([]);
    expect(emptied.body.data.totalItems).toBe(0);
    expect(emptied.body.data.totalPrice).toBe(0);
    // The plan can be put back: it is no longer in the cart.
    const again = await call(t, 'subscriptions.add', 'subscription-plan/add', {
      session: t.mario,
      json: { subscriptionPlanId: 1 },
    });
    expect(again.body.response.status).toBe(0);
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });

  it('groups lines by department with show_sectors', async () => {
    const [product] = await shop.plainProducts(1);
    await add([{ productId: product!.id, quantity: 1 }]);
    const result = await call<CartData & { sectors: Array<{ cartItemIds: number[] }> }>(
      t,
      'cart.view',
      'cart/view',
      { session: t.mario, query: { show_sectors: true } },
    );
    expect(result.body.data.sectors.flatMap((s) => s.cartItemIds)).toHaveLength(1);
  });
});
