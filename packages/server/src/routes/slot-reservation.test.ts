import { describe, expect, it } from 'vitest';

import { testAppBeforeAll } from '../testing/test-app';
import { MARIO } from '../seed/index';
import { call, plainProducts, prepareCheckout, type CartData } from '../testing/commerce';

const t = testAppBeforeAll({}, { mario: MARIO });

interface HeldCart extends CartData {
  cartInfos: Record<string, string>;
}

function view() {
  return call<HeldCart>(t, 'cart.view', 'cart/view', { session: t.mario });
}

describe('holding the cart’s time slot (order/reserve-time, docs/requirements/account.md)', () => {
  it('answers until when the slot is held, and releases it once that time has passed', async () => {
    const [product] = await plainProducts(t, 1);
    await call(t, 'cart.addProduct', 'cart/add-product', {
      session: t.mario,
      json: { items: [{ productId: product!.id, quantity: 1 }] },
    });
    await prepareCheckout(t, t.mario);
    expect((await view()).body.data.cartInfos.TIMESLOT_RESERVED_UNTIL).toBeUndefined();

    const held = await call(t, 'orders.reserveTime', 'order/reserve-time', {
      session: t.mario,
      method: 'POST',
      query: { reserveTime: 30 },
    });
    expect(held.body.response.status).toBe(0);
    const cart = (await view()).body.data;
    const until = Date.parse(cart.cartInfos.TIMESLOT_RESERVED_UNTIL!);
    const minutesLeft = (until - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    expect(cart.timeslot).toBeTruthy();

    // The hold lapses (its time set in the past, as the clock would do).
    await t.db
      .updateTable('carts')
      .set({ timeslot_reserved_until: new Date(Date.now() - 1_000) })
      .where('id', '=', cart.cartId)
      .execute();
    const lapsed = (await view()).body.data;
    expect(lapsed.timeslot ?? null).toBeNull();
    expect(lapsed.cartInfos.TIMESLOT_RESERVED_UNTIL).toBeUndefined();
  });
});
