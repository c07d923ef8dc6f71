import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { DAY_DEMO_PASSWORD } from '../services/meal-tickets';
import { postForm, signIn, type TestSession, testAppBeforeAll } from '../testing/test-app';
import { call, callAs, expectRefusal, plainProducts, type CartData } from '../testing/commerce';

const t = testAppBeforeAll({}, { mario: MARIO });
const asMario = callAs(t, () => t.mario);

interface MealTypes {
  mealTicketTypes: Array<{
    paymentTypeId: number;
    provider: string;
    selected: boolean;
    logged: boolean;
  }>;
}
interface Balance {
  paymentTypeId: number;
  logged: boolean;
  balance?: number;
  tickets?: Array<{ value: number; count: number }>;
}

async function types(session: TestSession = t.mario) {
  return (await call<MealTypes>(t, 'mealTickets.types', 'meal-ticket-type/list', { session })).body
    .data.mealTicketTypes;
}

function idOf(list: MealTypes['mealTicketTypes'], provider: string) {
  return list.find((type) => type.provider === provider)!.paymentTypeId;
}

describe('meal tickets', () => {
  it('lists the four providers, signed out at first; anonymous calls answer 401', async () => {
    const list = await types();
    expect(list.map((type) => type.provider).sort()).toEqual([
      'day',
      'edenred',
      'pellegrini',
      'sodexo',
    ]);
    expect(list.every((type) => !type.logged && !type.selected)).toBe(true);
    expect((await call(t, 'mealTickets.types', 'meal-ticket-type/list')).statusCode).toBe(401);
  });

  it('signs in to Edenred through the login page of this server, then selects and signs out', async () => {
    const edenred = idOf(await types(), 'edenred');
    const refused = await asMario('mealTickets.select', 'meal-ticket-type/select', {
      method: 'POST',
      query: { payment_type_id: edenred, select: true },
    });
    expectRefusal(refused, /Accedi prima a/);
    const login = await asMario<{ loginUrl: string }>(
      'mealTickets.edenredLogin',
      'meal-ticket/edenred/login',
      { method: 'POST', query: { payment_type_id: edenred } },
    );
    const url = new URL(login.body.data.loginUrl);
    expect(url.pathname).toBe('/payment-provider/meal-ticket-login');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Accedi a Edenred');
    const done = await postForm(t.app, url.pathname, null, {
      state: url.searchParams.get('state')!,
      action: 'login',
    });
    expect(done.statusCode).toBe(303);
    const reused = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(reused.statusCode).toBe(410);

    const detail = await asMario<Balance>(
      'mealTickets.edenredDetail',
      'meal-ticket/edenred/detail',
      { query: { payment_type_id: edenred } },
    );
    expect(detail.body.data).toMatchObject({
      logged: true,
      balance: 64,
      tickets: [{ value: 8, count: 8 }],
    });
    const selected = await asMario('mealTickets.select', 'meal-ticket-type/select', {
      method: 'POST',
      query: { payment_type_id: edenred, select: true },
    });
    expect(selected.body.response.status).toBe(0);
    expect((await types()).find((type) => type.paymentTypeId === edenred)?.selected).toBe(true);

    const giulia = await signIn(t.app, GIULIA);
    expect((await types(giulia)).find((type) => type.paymentTypeId === edenred)?.logged).toBe(
      false,
    );

    await asMario('mealTickets.edenredLogout', 'meal-ticket/edenred/logout', {
      method: 'POST',
      query: { payment_type_id: edenred },
    });
    const after = (await types()).find((type) => type.paymentTypeId === edenred)!;
    expect(after).toMatchObject({ logged: false, selected: false });
    // The wrong provider's route answers 404.
    const wrongRoute = await asMario('mealTickets.sodexoDetail', 'meal-ticket/sodexo/detail', {
      query: { payment_type_id: edenred },
    });
    expect(wrongRoute.statusCode).toBe(404);
  });

  it('discards an Edenred sign-in: its page no longer opens', async () => {
    const edenred = idOf(await types(), 'edenred');
    const login = await asMario<{ loginUrl: string }>(
      'mealTickets.edenredLogin',
      'meal-ticket/edenred/login',
      { method: 'POST', query: { payment_type_id: edenred } },
    );
    await asMario('mealTickets.edenredDiscardLogin', 'meal-ticket/edenred/discard-login', {
      method: 'POST',
      query: { payment_type_id: edenred },
    });
    const url = new URL(login.body.data.loginUrl);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode,
    ).toBe(410);
    const unknown = await asMario('mealTickets.edenredLogin', 'meal-ticket/edenred/login', {
      method: 'POST',
      query: { payment_type_id: 12 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('signs in to Pellegrini from the app with a code, both variants, and out again', async () => {
    const pellegrini = idOf(await types(), 'pellegrini');
    const denied = await asMario(
      'mealTickets.pellegriniMobileCallback',
      'meal-ticket/pellegrini/mobile-callback',
      { method: 'POST', query: { code: 'denied-by-user' } },
    );
    expect(denied.statusCode).toBe(401);
    await asMario(
      'mealTickets.pellegriniMobileCallback',
      'meal-ticket/pellegrini/mobile-callback',
      { method: 'POST', query: { code: 'auth-code-123' } },
    );
    const detail = await asMario<Balance>(
      'mealTickets.pellegriniDetail',
      'meal-ticket/pellegrini/detail',
      { query: { payment_type_id: pellegrini } },
    );
    expect(detail.body.data.logged).toBe(true);
    await asMario('mealTickets.pellegriniMobileLogout', 'meal-ticket/pellegrini/mobile-logout', {
      method: 'POST',
    });
    await asMario(
      'mealTickets.pellegriniMobileCallbackTc',
      'meal-ticket/pellegrini/mobile-callback-tc',
      { method: 'POST', query: { code: 'auth-code-tc' } },
    );
    expect((await types()).find((type) => type.paymentTypeId === pellegrini)?.logged).toBe(true);
    await asMario(
      'mealTickets.pellegriniMobileLogoutTc',
      'meal-ticket/pellegrini/mobile-logout-tc',
      { method: 'POST' },
    );
    expect((await types()).find((type) => type.paymentTypeId === pellegrini)?.logged).toBe(false);
    const anonymous = await call(
      t,
      'mealTickets.pellegriniMobileLogout',
      'meal-ticket/pellegrini/mobile-logout',
      {
        method: 'POST',
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('signs in to Day with credentials in the form body; wrong ones answer 401', async () => {
    const day = idOf(await types(), 'day');
    const wrong = await asMario('mealTickets.dayLogin', 'meal-ticket/day/login', {
      form: { user: 'mario', pwd: 'sbagliata' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await asMario('mealTickets.dayLogin', 'meal-ticket/day/login', {
      form: { user: 'mario', pwd: DAY_DEMO_PASSWORD },
    });
    expect(ok.body.response.status).toBe(0);
    const detail = await asMario<Balance>('mealTickets.dayDetail', 'meal-ticket/day/detail', {
      query: { payment_type_id: day },
    });
    expect(detail.body.data).toMatchObject({ logged: true, balance: 70 });
    await asMario('mealTickets.dayLogout', 'meal-ticket/day/logout', { method: 'POST' });
    expect((await types()).find((type) => type.paymentTypeId === day)?.logged).toBe(false);
  });

  it('stores provider data: a Pluxee card number signs in; the generic logout signs out', async () => {
    const sodexo = idOf(await types(), 'sodexo');
    const stored = await asMario('mealTickets.updateData', 'meal-ticket-type/update-data', {
      query: { payment_type_id: sodexo },
      json: { cardNumber: '6789 1234 5678 9012' },
    });
    expect(stored.body.response.status).toBe(0);
    const detail = await asMario<Balance>('mealTickets.sodexoDetail', 'meal-ticket/sodexo/detail', {
      query: { payment_type_id: sodexo },
    });
    expect(detail.body.data.logged).toBe(true);
    await asMario('mealTickets.logout', 'meal-ticket-type/logout', {
      method: 'POST',
      query: { payment_type_id: sodexo },
    });
    const out = await asMario<Balance>('mealTickets.sodexoDetail', 'meal-ticket/sodexo/detail', {
      query: { payment_type_id: sodexo },
    });
    expect(out.body.data.logged).toBe(false);
    const unknown = await asMario('mealTickets.updateData', 'meal-ticket-type/update-data', {
      query: { payment_type_id: 999 },
      json: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

interface Plans {
  subscriptionPlans: Array<{
    subscriptionPlanId: number;
    subscribed: boolean;
    benefits?: string[];
  }>;
}

describe('subscription plans', () => {
  it('lists plans with benefits on request', async () => {
    const plain = await asMario<Plans>('subscriptions.list', 'subscription-plan/list');
    expect(plain.body.data.subscriptionPlans).toHaveLength(2);
    expect(plain.body.data.subscriptionPlans[0]!.benefits).toBeUndefined();
    const detailed = await asMario<Plans>('subscriptions.list', 'subscription-plan/list', {
      query: { details: true },
    });
    expect(detailed.body.data.subscriptionPlans[0]!.benefits?.length).toBeGreaterThan(0);
  });

  it('adds a plan to the cart once, deletes it, and refuses unknown plans', async () => {
    const added = await asMario<Plans>('subscriptions.add', 'subscription-plan/add', {
      json: { subscriptionPlanId: 2 },
    });
    expect(added.body.response.status).toBe(0);
    const twice = await asMario('subscriptions.add', 'subscription-plan/add', {
      json: { subscriptionPlanId: 2 },
    });
    expect(twice.statusCode).toBe(409);
    const cart = await asMario<CartData>('cart.view', 'cart/view');
    const line = cart.body.data.cartItems.find(
      (item) => item.cartItemInfo.SUBSCRIPTION_PLAN_ID === '2',
    )!;
    expect(line.product.productInfos.PRODUCT_NATURE_ID).toBe('10');
    const update = await asMario('cart.updateProduct', 'cart/update-product', {
      json: { items: [{ itemId: line.cartItemId, quantity: 2 }] },
    });
    expectRefusal(update, /non può essere cambiata/);
    const direct = await asMario('cart.addProduct', 'cart/add-product', {
      json: { items: [{ productId: line.product.productId, quantity: 1 }] },
    });
    expectRefusal(direct, /abbonamenti/);

    const deleted = await asMario<Plans>('subscriptions.delete', 'subscription-plan/delete', {
      json: { subscriptionPlanId: 2 },
    });
    expect(deleted.body.response.status).toBe(0);
    expect(deleted.body.data.subscriptionPlans).toHaveLength(2);
    const after = await asMario<CartData>('cart.view', 'cart/view');
    expect(after.body.data.cartItems.some((item) => item.cartItemInfo.SUBSCRIPTION_PLAN_ID)).toBe(
      false,
    );
    expect(
      (
        await asMario('subscriptions.delete', 'subscription-plan/delete', {
          json: { subscriptionPlanId: 99 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asMario('subscriptions.add', 'subscription-plan/add', {
          json: { subscriptionPlanId: 99 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a plan the user already has, and frees delivery while it runs', async () => {
    await t.db
      .insertInto('user_subscriptions')
      .values({
        user_id: t.mario.userId,
        subscription_plan_id: 1,
        expires_at: new Date(Date.now() + 86_400_000 * 30),
      })
      .execute();
    const list = await asMario<Plans>('subscriptions.list', 'subscription-plan/list');
    expect(
      list.body.data.subscriptionPlans.find((p) => p.subscriptionPlanId === 1)?.subscribed,
    ).toBe(true);
    const again = await asMario('subscriptions.add', 'subscription-plan/add', {
      json: { subscriptionPlanId: 1 },
    });
    expect(again.statusCode).toBe(409);
    const removed = await asMario<Plans>('subscriptions.delete', 'subscription-plan/delete', {
      json: { subscriptionPlanId: 1 },
    });
    expect(
      removed.body.data.subscriptionPlans.find((p) => p.subscriptionPlanId === 1)?.subscribed,
    ).toBe(false);
  });
});

describe('gift certificates and rewards', () => {
  it('lists the user’s certificates, applies a code to the cart and removes it', async () => {
    const list = await asMario<{ giftCertificates: Array<{ code: string; used: boolean }> }>(
      'gifts.list',
      'gift-certificate/list',
      {},
    );
    expect(list.body.data.giftCertificates.map((g) => g.code)).toEqual(['FEDELTA5']);
    const [product] = await plainProducts(t, 1);
    await asMario('cart.addProduct', 'cart/add-product', {
      json: { items: [{ productId: product!.id, quantity: 10 }] },
    });
    const before = (await asMario<CartData>('cart.view', 'cart/view')).body.data;
    const redeemed = await asMario<CartData>('gifts.redeem', 'gift-certificate/redeem', {
      form: { code: 'benvenuto10' },
    });
    expect(redeemed.body.data.userGiftCertificates).toHaveLength(1);
    expect(redeemed.body.data.grossTotal).toBeCloseTo(Math.max(0, before.grossTotal - 10), 2);
    const twice = await asMario('gifts.redeem', 'gift-certificate/redeem', {
      form: { code: 'BENVENUTO10' },
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await asMario('gifts.redeem', 'gift-certificate/redeem', {
      form: { code: 'NONESISTE' },
    });
    expect(unknown.statusCode).toBe(404);
    const ugc = redeemed.body.data.userGiftCertificates[0]!.userGiftCertificateId;
    const giulia = await signIn(t.app, GIULIA);
    const foreign = await call(t, 'gifts.remove', 'gift-certificate/remove', {
      session: giulia,
      form: { user_gift_certificate_id: ugc },
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await asMario<CartData>('gifts.remove', 'gift-certificate/remove', {
      form: { user_gift_certificate_id: ugc },
    });
    expect(removed.body.data.userGiftCertificates).toEqual([]);
    expect(removed.body.data.grossTotal).toBeCloseTo(before.grossTotal, 2);
    await asMario('cart.empty', 'cart/empty', { method: 'POST' });
  });

  it('lists rewards with points and takes points atomically on request', async () => {
    const rewards = await asMario<{
      products: Array<{ productId: number; productInfos: Record<string, string> }>;
      points: number;
    }>('gifts.rewards', 'reward/list');
    expect(rewards.body.data.points).toBe(2400);
    const cheap = rewards.body.data.products.find((p) => p.productInfos.POINTS === '800')!;
    expect(cheap.productInfos.PRODUCT_NATURE_ID).toBe('rewards');
    const requests = await Promise.all(
      Array.from({ length: 5 }, () =>
        asMario('gifts.requestReward', 'reward/request', {
          form: { product_id: cheap.productId, quantity: 1 },
        }),
      ),
    );
    expect(requests.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(requests.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const requested = await asMario<{ rewards: Array<{ points: number; status: string }> }>(
      'gifts.requestedRewards',
      'reward/requested-list',
      {},
    );
    expect(requested.body.data.rewards).toHaveLength(3);
    expect(requested.body.data.rewards[0]).toMatchObject({ points: 800, status: 'requested' });
    const left = await asMario<{ points: number }>('gifts.rewards', 'reward/list');
    expect(left.body.data.points).toBe(0);
    const unknown = await asMario('gifts.requestReward', 'reward/request', {
      form: { product_id: 999_999, quantity: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(t, 'gifts.requestedRewards', 'reward/requested-list')).statusCode).toBe(401);
  });
});

describe('refusals of every owned call', () => {
  const anonymous: Array<[Parameters<typeof call>[1], string, Parameters<typeof call>[3]]> = [
    ['cart.unlock', 'cart/unlock', { method: 'POST' }],
    ['cart.empty', 'cart/empty', { method: 'POST' }],
    ['cart.lock', 'cart/lock', { method: 'POST' }],
    ['cart.preBilledAmount', 'cart/pre-billed-amount', { query: { payment_type_id: 12 } }],
    ['delivery.timeslots', 'timeslot/list', {}],
    ['orders.get', 'order/view', { query: { order_id: 1 } }],
    ['payment.types', 'payment-type/list', {}],
    [
      'mealTickets.logout',
      'meal-ticket-type/logout',
      { method: 'POST', query: { payment_type_id: 41 } },
    ],
    ['mealTickets.edenredDetail', 'meal-ticket/edenred/detail', { query: { payment_type_id: 41 } }],
    [
      'mealTickets.edenredDiscardLogin',
      'meal-ticket/edenred/discard-login',
      { method: 'POST', query: { payment_type_id: 41 } },
    ],
    [
      'mealTickets.edenredLogout',
      'meal-ticket/edenred/logout',
      { method: 'POST', query: { payment_type_id: 41 } },
    ],
    [
      'mealTickets.pellegriniDetail',
      'meal-ticket/pellegrini/detail',
      { query: { payment_type_id: 42 } },
    ],
    [
      'mealTickets.pellegriniMobileCallbackTc',
      'meal-ticket/pellegrini/mobile-callback-tc',
      { method: 'POST', query: { code: 'abc' } },
    ],
    [
      'mealTickets.pellegriniMobileLogoutTc',
      'meal-ticket/pellegrini/mobile-logout-tc',
      { method: 'POST' },
    ],
    ['mealTickets.dayDetail', 'meal-ticket/day/detail', { query: { payment_type_id: 43 } }],
    ['mealTickets.dayLogout', 'meal-ticket/day/logout', { method: 'POST' }],
    ['subscriptions.list', 'subscription-plan/list', {}],
    ['gifts.list', 'gift-certificate/list', {}],
    ['gifts.rewards', 'reward/list', {}],
  ];
  it.each(anonymous)('%s answers 401 to anonymous calls', async (operationId, path, options) => {
    const result = await call(t, operationId, path, options);
    expect(result.statusCode).toBe(401);
    expect(result.body.response.errors[0]?.error).toBeTruthy();
  });

  it('answers 404 for a payment type that is not the route’s provider', async () => {
    const cases: Array<[Parameters<typeof call>[1], string, 'GET' | 'POST']> = [
      ['mealTickets.logout', 'meal-ticket-type/logout', 'POST'],
      ['mealTickets.edenredDetail', 'meal-ticket/edenred/detail', 'GET'],
      ['mealTickets.edenredDiscardLogin', 'meal-ticket/edenred/discard-login', 'POST'],
      ['mealTickets.edenredLogout', 'meal-ticket/edenred/logout', 'POST'],
      ['mealTickets.pellegriniDetail', 'meal-ticket/pellegrini/detail', 'GET'],
      ['mealTickets.dayDetail', 'meal-ticket/day/detail', 'GET'],
    ];
    for (const [operationId, path, method] of cases) {
      const result = await asMario(operationId, path, { method, query: { payment_type_id: 12 } });
      expect(result.statusCode, operationId).toBe(404);
    }
  });

  it('refuses a malformed e-mail when asking for anonymous access', async () => {
    const result = await call(t, 'orders.anonRequestAccess', 'token-order/request-access', {
      form: { e_mail: 'non-una-mail', order_id: 1 },
    });
    expect(result.statusCode).toBe(400);
  });
});
