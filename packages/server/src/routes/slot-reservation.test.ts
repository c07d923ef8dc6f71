import { describe, expect, it } from 'vitest';

import { call, shopBeforeAll, type CartData } from '../testing/commerce';

const { t, shop } = shopBeforeAll();

interface HeldCart extends CartData {
  cartInfos: Record<string, string>;
}

function view() {
  return call<HeldCart>(t, 'cart.view', 'cart/view', { session: t.mario });
}

/** Holds Mario's slot for 30 minutes, as the storefront does once a slot is chosen. */
function holdSlot() {
  return call(t, 'orders.reserveTime', 'order/reserve-time', {
    session: t.mario,
    method: 'POST',
    query: { reserveTime: 30 },
  });
}

describe('holding the cart’s time slot (order/reserve-time, docs/requirements/account.md)', () => {
  it('answers until when the slot is held, and releases it once that time has passed', async () => {
    await shop.fillForCheckout();
    expect((await view()).body.data.cartInfos.TIMESLOT_RESERVED_UNTIL).toBeUndefined();

    const held = await holdSlot();
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

  it('ends the previous slot’s hold on a change of slot: the new one is held a full 30 minutes', async () => {
    const { slot: first } = await shop.fillForCheckout();
    await holdSlot();
    // 27 minutes later: 3 minutes of the hold are left.
    const cartId = (await view()).body.data.cartId;
    await t.db
      .updateTable('carts')
      .set({ timeslot_reserved_until: new Date(Date.now() + 3 * 60_000) })
      .where('id', '=', cartId)
      .execute();
    let next = await shop.firstFreeSlot();
    for (let skip = 1; next.timeslotId === first.timeslotId; skip += 1)
      next = await shop.firstFreeSlot(skip);
    const firstTaken = await shop.slotTaken(first.timeslotId);
    const nextTaken = await shop.slotTaken(next.timeslotId);

    const changedAt = Date.now();
    const changed = await call<HeldCart>(t, 'cart.setTimeslot', 'cart/set-timeslot', {
      session: t.mario,
      form: { date: next.date, timeslot_id: next.timeslotId },
    });
    expect(changed.body.response.status).toBe(0);
    expect(changed.body.data.timeslot?.timeslotId).toBe(next.timeslotId);
    // The 3 minutes left were the previous slot's: the new slot does not inherit them.
    expect(changed.body.data.cartInfos.TIMESLOT_RESERVED_UNTIL).toBeUndefined();
    // The previous slot's place and hold are given back; the new slot's place is taken once.
    expect(await shop.slotTaken(first.timeslotId)).toBe(firstTaken - 1);
    expect(await shop.slotTaken(next.timeslotId)).toBe(nextTaken + 1);
    const firstHolds = await t.db
      .selectFrom('reservations')
      .select('expires_at')
      .where('kind', '=', 'reserve-time')
      .where('user_id', '=', t.mario.userId)
      .where('timeslot_id', '=', first.timeslotId)
      .execute();
    expect(firstHolds.length).toBeGreaterThan(0);
    for (const hold of firstHolds)
      expect(new Date(hold.expires_at!).getTime()).toBeLessThanOrEqual(Date.now());

    // The storefront holds the newly chosen slot at once: 30 minutes from the change.
    const held = await holdSlot();
    expect(held.body.response.status).toBe(0);
    const cart = (await view()).body.data;
    expect(cart.timeslot?.timeslotId).toBe(next.timeslotId);
    const until = Date.parse(cart.cartInfos.TIMESLOT_RESERVED_UNTIL!);
    expect(until).toBeGreaterThanOrEqual(changedAt + 30 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(await shop.slotTaken(first.timeslotId)).toBe(firstTaken - 1);
    expect(await shop.slotTaken(next.timeslotId)).toBe(nextTaken + 1);
  });
});
