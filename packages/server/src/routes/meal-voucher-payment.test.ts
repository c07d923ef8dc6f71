import { describe, expect, it } from 'vitest';

import { DAY_DEMO_PASSWORD } from '../services/meal-tickets';
import {
  createTestApp,
  postForm,
  signIn,
  testAppBeforeAll,
  type TestApp,
} from '../testing/test-app';
import { MARIO } from '../seed/index';
import {
  call,
  callAs,
  expectRefusal,
  plainProducts,
  prepareCheckout,
  type CartData,
} from '../testing/commerce';

const t = testAppBeforeAll({ config: { devTools: true, production: false } }, { mario: MARIO });
const asMario = callAs(t, () => t.mario);

interface CartWithVouchers extends CartData {
  grossTotal: number;
  mealTicket?: {
    paymentTypeId: number;
    name: string;
    value: number;
    vouchers: number;
    maxVouchers: number;
    amount: number;
  };
}

interface MealTypes {
  mealTicketTypes: Array<{ paymentTypeId: number; provider: string; selected: boolean }>;
}

async function idOf(provider: string) {
  const list = await asMario<MealTypes>('mealTickets.types', 'meal-ticket-type/list');
  return list.body.data.mealTicketTypes.find((type) => type.provider === provider)!.paymentTypeId;
}

async function cart() {
  return (await asMario<CartWithVouchers>('cart.view', 'cart/view')).body.data;
}

/** Puts three of each product in Mario's cart and prepares its checkout. */
async function fillCart(products: Array<{ id: number }>) {
  await asMario('cart.addProduct', 'cart/add-product', {
    json: { items: products.map((p) => ({ productId: p.id, quantity: 3 })) },
  });
  await prepareCheckout(t, t.mario);
}

/** Chooses the day vouchers for Mario's cart: the cart, and how many vouchers fit it. */
async function chooseDayVouchers(day: number) {
  await asMario('mealTickets.select', 'meal-ticket-type/select', {
    method: 'POST',
    query: { payment_type_id: day, select: true },
  });
  const chosen = await cart();
  // Day vouchers are 7 € each: as many as fit under TOTALE, at most 8.
  return { cart: chosen, fit: Math.min(8, Math.floor((chosen.grossTotal - 0.01) / 7)) };
}

function providerPost(path: string, fields: Record<string, string>) {
  return postForm(t.app, path, null, fields);
}

describe('paying partly with meal vouchers', () => {
  it('takes the chosen vouchers off what the card pays, and spends them once paid', async () => {
    // A cart worth more than a few vouchers.
    const picked = await plainProducts(t, 6);
    await fillCart(picked);
    const day = await idOf('day');
    expect((await cart()).mealTicket).toBeUndefined();

    await asMario('mealTickets.dayLogin', 'meal-ticket/day/login', {
      form: { user: 'mario.rossi', pwd: DAY_DEMO_PASSWORD },
    });
    const { cart: full, fit: most } = await chooseDayVouchers(day);
    expect(most).toBeGreaterThan(1);
    expect(full.mealTicket).toMatchObject({
      paymentTypeId: day,
      value: 7,
      vouchers: most,
      maxVouchers: most,
      amount: most * 7,
    });

    const updated = await asMario('mealTickets.updateData', 'meal-ticket-type/update-data', {
      method: 'POST',
      query: { payment_type_id: day },
      json: { vouchersToUse: 2 },
    });
    expect(updated.body.response.status).toBe(0);
    const two = await cart();
    expect(two.mealTicket).toMatchObject({ vouchers: 2, amount: 14 });
    expect(two.grossTotal).toBe(full.grossTotal);

    const tooMany = await asMario('mealTickets.updateData', 'meal-ticket-type/update-data', {
      method: 'POST',
      query: { payment_type_id: day },
      json: { vouchersToUse: 9 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.response.errors[0]?.error).toMatch(/quanti buoni usare/);
    expect((await cart()).mealTicket?.vouchers).toBe(2);

    const preBilled = await asMario<{ preBilledAmount: number }>(
      'cart.preBilledAmount',
      'cart/pre-billed-amount',
      { query: { payment_type_id: 12 } },
    );
    expect(preBilled.body.data.preBilledAmount).toBeCloseTo(two.grossTotal - 14, 2);

    await asMario('cart.lock', 'cart/lock', { method: 'POST' });
    const lockedChange = await asMario('mealTickets.updateData', 'meal-ticket-type/update-data', {
      method: 'POST',
      query: { payment_type_id: day },
      json: { vouchersToUse: 1 },
    });
    expectRefusal(lockedChange, /bloccato/);

    // The rest is paid online: paying on delivery is refused, and nothing is lost.
    const cash = await asMario('cart.buy', 'cart/buy', { form: { payment_type_id: 1 } });
    expect(cash.statusCode).toBe(400);
    expect(cash.body.response.errors[0]?.error).toBe(
      'Con i buoni pasto il resto si paga online con la carta',
    );
    expect((await cart()).mealTicket?.vouchers).toBe(2);

    const bought = await asMario<{ orderId: number; paymentParameters: Record<string, string> }>(
      'cart.buy',
      'cart/buy',
      { form: { payment_type_id: 12 } },
    );
    // The provider is asked for the rest only.
    expect(Number(bought.body.data.paymentParameters.amount)).toBeCloseTo(two.grossTotal - 14, 2);
    const paid = await providerPost('/payment-provider/checkout/action', {
      session_id: bought.body.data.paymentParameters.session_id!,
      action: 'pay',
    });
    expect(paid.statusCode).toBe(303);

    const detail = await asMario<{ balance: number; tickets: Array<{ count: number }> }>(
      'mealTickets.dayDetail',
      'meal-ticket/day/detail',
      { query: { payment_type_id: day } },
    );
    expect(detail.body.data).toMatchObject({ balance: 56, tickets: [{ count: 8 }] });
    // The next cart starts without vouchers, and choosing them again offers as many as fit it,
    // not the two of the last order.
    expect((await cart()).mealTicket).toBeUndefined();
    await fillCart(picked);
    const { cart: next, fit } = await chooseDayVouchers(day);
    expect(fit).toBeGreaterThan(2);
    expect(next.mealTicket).toMatchObject({ vouchers: fit, maxVouchers: fit });
  });

  it('the provider page returns to the payment step; its refusal button is a development control', async () => {
    const edenred = await idOf('edenred');
    const start = async (app: TestApp = t) =>
      new URL(
        (
          await call<{ loginUrl: string }>(
            app,
            'mealTickets.edenredLogin',
            'meal-ticket/edenred/login',
            {
              session: app === t ? t.mario : await signIn(app.app),
              method: 'POST',
              query: { payment_type_id: edenred },
            },
          )
        ).body.data.loginUrl,
      );
    const url = await start();
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Simula accesso negato');
    const denied = await providerPost(url.pathname, {
      state: url.searchParams.get('state')!,
      action: 'deny',
    });
    expect(denied.headers.location).toBe('/payment?meal_ticket_login=denied');

    const next = await start();
    const ok = await providerPost(next.pathname, {
      state: next.searchParams.get('state')!,
      action: 'login',
    });
    expect(ok.headers.location).toBe('/payment?meal_ticket_login=ok');

    const production = await createTestApp({ config: { devTools: true, production: true } });
    try {
      const prodUrl = await start(production);
      const prodPage = await production.app.inject({
        method: 'GET',
        url: `${prodUrl.pathname}${prodUrl.search}`,
      });
      expect(prodPage.statusCode).toBe(200);
      expect(prodPage.body).not.toContain('Simula accesso negato');
      // A forged refusal is an ordinary cancellation there.
      const forged = await postForm(production.app, prodUrl.pathname, null, {
        state: prodUrl.searchParams.get('state')!,
        action: 'deny',
      });
      expect(forged.headers.location).toBe('/payment?meal_ticket_login=cancelled');
    } finally {
      await production.close();
    }
  });
});
