import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { expectContract } from './contract';
import {
  SDK_HEADERS,
  form,
  testAppBeforeAll,
  type TestApp,
  type TestAppOptions,
  type TestSession,
} from './test-app';
import type { OperationId } from '../routes/registry';
import { MARIO } from '../seed/index';

/** Envelope of an answer, typed loosely for assertions. */
interface Answer<D = Record<string, unknown>> {
  response: {
    status: number;
    errors: Array<{ error?: string; code?: string }>;
    infos: Array<{ info?: string }>;
    warnings: Array<{ warning?: string }>;
  };
  data: D;
}

/** How a test calls an operation: URL, method, body kind. */
export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: Record<string, string | number | boolean>;
  session?: TestSession | null;
}

/**
 * Calls an operation of the contract and checks the answer against it (every status), returning
 * the status code and the parsed envelope.
 */
export async function call<D = Record<string, unknown>>(
  t: TestApp,
  operationId: OperationId,
  path: string,
  options: CallOptions = {},
): Promise<{ statusCode: number; body: Answer<D>; raw: LightMyRequestResponse }> {
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const headers: Record<string, string> = {
    ...(options.session ? options.session.headers : SDK_HEADERS),
  };
  let payload: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = form(options.form);
  }
  const raw = await t.app.inject({
    method: options.method ?? (payload !== undefined ? 'POST' : 'GET'),
    url: `/ebsn/api/${path}${query}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const body = expectContract<Answer<D>>(t.app, operationId, raw);
  return { statusCode: raw.statusCode, body, raw };
}

/**
 * `call` on behalf of one session, read when called (sessions are signed in by `beforeAll`).
 * @example
 * const asMario = callAs(t, () => t.mario);
 * await asMario<CartData>('cart.view', 'cart/view');
 */
export function callAs(t: TestApp, session: () => TestSession) {
  return <D = Record<string, unknown>>(
    operationId: OperationId,
    path: string,
    options: Omit<CallOptions, 'session'> = {},
  ) => call<D>(t, operationId, path, { ...options, session: session() });
}

/**
 * The storefront's return from a card saved with Stripe (`payment.stripeFeedbackRecurrent`): the
 * setup's payment id and the client secret the return URL carries.
 */
export function cardSavedFeedback(
  t: TestApp,
  session: TestSession,
  paymentId: string,
  clientSecret: string,
) {
  return call<{ status: string; paymentAuthId: number }>(
    t,
    'payment.stripeFeedbackRecurrent',
    'stripe/payment-feedback-recurrent',
    {
      session,
      query: {
        redirect_status: 'succeeded',
        payment_id: paymentId,
        payment_intent_client_secret: clientSecret,
      },
    },
  );
}

/** Asserts a business refusal: HTTP 200, status not 0, the Italian message. */
export function expectRefusal(
  result: { statusCode: number; body: Answer<unknown> },
  text: string | RegExp,
) {
  expect(result.statusCode).toBe(200);
  expect(result.body.response.status).not.toBe(0);
  const message = result.body.response.errors[0]?.error ?? '';
  if (typeof text === 'string') expect(message).toBe(text);
  else expect(message).toMatch(text);
}

/** A cart of the contract, as the tests read it. */
export interface CartData {
  cartId: number;
  locked: boolean;
  totalItems: number;
  totalPrice: number;
  grossTotal: number;
  deliveryFee: number;
  orderPackages: Array<{ quantity: number; totalPrice: number }>;
  giftCertificatesToGenerate: Array<{ giftTotal: number }>;
  userGiftCertificates: Array<{ userGiftCertificateId: number; amount: number }>;
  cartItems: Array<{
    cartItemId: number;
    quantity: number;
    weight?: number;
    editable: boolean;
    grossTotal: number;
    cartItemInsertionTypeId: number;
    cartItemInfo: Record<string, string>;
    product: {
      productId: number;
      name: string;
      priceDisplay: number;
      hasAlternatives?: boolean;
      warehousePromo?: unknown;
      productInfos: Record<string, string>;
    };
  }>;
  shippingAddress: { addressId: number } | null;
  timeslot: { timeslotId: number; date: string } | null;
  cartInfos: Record<string, string>;
}

/** Chooses Mario's first home address and the first free slot from tomorrow on. */
export async function prepareCheckout(t: TestApp, session: TestSession) {
  const addresses = await call<{ addresses: Array<{ addressId: number }> }>(
    t,
    'delivery.addresses',
    'address/list',
    { session, query: { delivery_service_id: 2 } },
  );
  const addressId = addresses.body.data.addresses[0]!.addressId;
  await call(t, 'cart.setAddress', 'cart/set-address', {
    session,
    form: { delivery_service_id: 2, address_id: addressId },
  });
  const slot = await firstFreeSlot(t, session);
  const chosen = await call<CartData>(t, 'cart.setTimeslot', 'cart/set-timeslot', {
    session,
    form: { date: slot.date, timeslot_id: slot.timeslotId },
  });
  expect(chosen.body.response.status).toBe(0);
  return { addressId, slot };
}

/** The first available slot after today for the cart's address. */
export async function firstFreeSlot(t: TestApp, session: TestSession, skip = 0) {
  const slots = await call<{
    days: Array<{ date: string; timeSlots: Array<{ timeslotId: number; available: boolean }> }>;
  }>(t, 'delivery.timeslots', 'timeslot/list', { session });
  const free = slots.body.data.days
    .slice(1)
    .flatMap((day) =>
      day.timeSlots
        .filter((s) => s.available)
        .map((s) => ({ date: day.date, timeslotId: s.timeslotId })),
    );
  const slot = free[skip];
  if (!slot) throw new Error('no free slot');
  return slot;
}

/** Places of a delivery slot taken by orders and carts. */
export async function slotTaken(t: TestApp, slotId: number): Promise<number> {
  const slot = await t.db
    .selectFrom('timeslots')
    .select('taken')
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return slot.taken;
}

/** The first available product sold by weight (`Sfuso`) with no promotion, priced per kg. */
export async function looseProduct(t: TestApp) {
  return t.db
    .selectFrom('products')
    .select(['id', 'name', 'price'])
    .where('tipologia', '=', 'Sfuso')
    .where('available', '>', 0)
    .where('id', 'not in', t.db.selectFrom('promotions').select('product_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** One of the user's delivered orders (the seed gives Mario some). */
export async function deliveredOrder(t: TestApp, userId: number) {
  return t.db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status_id', '=', 8)
    .executeTakeFirstOrThrow();
}

/** Ordinary products (nature 1, available, not loose) for the tests. */
export async function plainProducts(t: TestApp, count: number, options: { promo?: boolean } = {}) {
  let query = t.db
    .selectFrom('products')
    .select(['id', 'name', 'price'])
    .where('nature_id', '=', 1)
    .where('tipologia', '=', 'Pezzo')
    .where('available', '>', 0);
  query =
    options.promo === true
      ? query.where('id', 'in', t.db.selectFrom('promotions').select('product_id'))
      : query.where('id', 'not in', t.db.selectFrom('promotions').select('product_id'));
  return query.orderBy('id').limit(count).execute();
}

/**
 * The test app of a suite about Mario's cart (`t.mario`, signed in before its tests), with the
 * helpers above bound to it: `shop.prepareCheckout()` is `prepareCheckout(t, t.mario)`. Read the
 * helpers inside tests and hooks, as the app.
 * @example
 * const { t, shop } = shopBeforeAll();
 * it('...', async () => { const { slot } = await shop.prepareCheckout(); });
 */
export function shopBeforeAll(options: TestAppOptions = {}) {
  const t = testAppBeforeAll(options, { mario: MARIO });
  const shop = {
    plainProducts: (count: number, only: { promo?: boolean } = {}) => plainProducts(t, count, only),
    looseProduct: () => looseProduct(t),
    /** One of Mario's delivered orders, or of the given user. */
    deliveredOrder: (userId: number = t.mario.userId) => deliveredOrder(t, userId),
    prepareCheckout: (session: TestSession = t.mario) => prepareCheckout(t, session),
    /** Puts one piece of each of `count` plain products in the cart, then prepares checkout. */
    fillForCheckout: async (count = 1, session: TestSession = t.mario) => {
      const products = await plainProducts(t, count);
      await call(t, 'cart.addProduct', 'cart/add-product', {
        session,
        json: { items: products.map((product) => ({ productId: product.id, quantity: 1 })) },
      });
      return { products, ...(await prepareCheckout(t, session)) };
    },
    /** The first free slot after today, or the one `skip` free slots further. */
    firstFreeSlot: (skip = 0, session: TestSession = t.mario) => firstFreeSlot(t, session, skip),
    slotTaken: (slotId: number) => slotTaken(t, slotId),
  };
  return { t, shop };
}
