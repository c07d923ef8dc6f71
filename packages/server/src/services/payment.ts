import { PAYMENT_TYPE, PRODUCT_NATURE, safeReturnPath } from '@carrello/core';
import type { components } from '@carrello/sdk';
import { sql, type Selectable, type Transaction } from 'kysely';

import type { ServerConfig } from '../config';
import type { Database, Db, OrdersTable, PaymentAuthsTable, UserRow } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { activeCartId, cancelOpenPayments, loadCartState, releaseSlot, reopenCart } from './cart';
import { ORDER_MESSAGES, ORDER_STATUS, mayPay } from './orders';
import { findOwnRow } from './own-rows';
import { round2 } from './products-wire';
import { hashToken, newToken, stripeLikeSecret } from './tokens';

type Schemas = components['schemas'];
type Tx = Transaction<Database>;
type OrderRow = Selectable<OrdersTable>;

/** Italian texts of the payment area. */
const PAYMENT_MESSAGES = {
  completeProfile: 'Completa il tuo profilo per poter pagare',
  notLocked: 'Blocca il carrello prima di procedere al pagamento',
  typeNotFound: 'Tipo di pagamento non trovato',
  typeNotUsable: 'Questo metodo di pagamento non è disponibile per l’acquisto online',
  typeNotOffered: 'Questo metodo di pagamento non è disponibile nel negozio scelto',
  authNotFound: 'Metodo di pagamento salvato non trovato',
  chooseAddress: 'Scegli l’indirizzo di consegna o il punto di ritiro',
  chooseSlot: 'Scegli la data e l’ora di consegna',
  paymentNotFound: 'Pagamento non trovato',
  badPaymentData: 'Dati di pagamento non validi',
  mealTicketsNeedCard: 'Con i buoni pasto il resto si paga online con la carta',
} as const;

/** Payment types that go through the simulated provider's checkout page. */
const PROVIDER_TYPES: number[] = [PAYMENT_TYPE.FAST_PAYMENT, PAYMENT_TYPE.CARD_INTENT, 31];
/** Payment types whose methods can be saved. */
const SAVABLE_TYPES: number[] = [PAYMENT_TYPE.FAST_PAYMENT, PAYMENT_TYPE.CARD_INTENT];

/** Where the simulated provider's pages live on this server. */
export const PROVIDER_PATHS = {
  checkout: '/payment-provider/checkout',
  saveCard: '/payment-provider/save-card',
  mealTicketLogin: '/payment-provider/meal-ticket-login',
} as const;

/** What `cart.buy` answers. */
type BuyOutcome = Schemas['PaymentResponse'];

/** Input of `cart.buy`. */
interface BuyInput {
  payment_type_id: number;
  payment_auth_id?: number;
  payment_data?: string;
  idempotency_key?: string;
}

function newProviderSession(prefix: string): string {
  return `${prefix}_${newToken()}`;
}

async function paymentAmount(trx: Tx, cartId: number): Promise<number> {
  const state = await loadCartState(trx, cartId);
  // Meal vouchers (docs/requirements/payments.md) pay their part; the payment type is asked for the rest.
  const vouchers = state.wire.mealTicket?.amount ?? 0;
  return round2(state.wire.grossTotal - vouchers + state.looseTotal * 0.15);
}

/** Copies the locked cart into its order (one per cart: created once, refreshed on retry). */
async function writeOrder(
  trx: Tx,
  user: UserRow,
  cartId: number,
  input: BuyInput,
  authId: number | null,
): Promise<OrderRow> {
  const state = await loadCartState(trx, cartId);
  const { cart, wire } = state;
  const bags = wire.orderPackages.reduce((sum, p) => sum + p.quantity, 0);
  const values = {
    user_id: user.id,
    cart_id: cart.id,
    status_id: ORDER_STATUS.CREATED,
    payment_status: 'pending',
    payment_type_id: input.payment_type_id,
    payment_auth_id: authId,
    delivery_service_id: cart.delivery_service_id,
    warehouse_id: cart.warehouse_id,
    shipping_address: (wire.shippingAddress ?? null) as Record<string, unknown> | null,
    timeslot_id: cart.timeslot_id,
    timeslot: (wire.timeslot ?? null) as Record<string, unknown> | null,
    total_price: wire.totalPrice,
    gross_total: wire.grossTotal,
    delivery_fee: wire.deliveryFee ?? 0,
    need_invoice: cart.need_invoice,
    person_fiscal_id: cart.person_fiscal_id,
    order_comment: cart.order_comment,
    cancelled_at: null,
    order_infos: {
      ...(bags > 0 ? { BAGS: String(bags) } : {}),
      ...(typeof cart.cart_infos.EDIT_ORDER_ID === 'string'
        ? { EDIT_ORDER_ID: cart.cart_infos.EDIT_ORDER_ID }
        : {}),
      ...(wire.mealTicket && wire.mealTicket.vouchers > 0
        ? {
            MEAL_TICKET_PAYMENT_TYPE_ID: String(wire.mealTicket.paymentTypeId),
            MEAL_TICKET_VOUCHERS: String(wire.mealTicket.vouchers),
            MEAL_TICKET_AMOUNT: wire.mealTicket.amount.toFixed(2),
          }
        : {}),
    },
    updated_at: new Date(),
  };
  const inserted = await trx
    .insertInto('orders')
    .values({ ...values, idempotency_key: input.idempotency_key ?? null })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('order_items').where('order_id', '=', inserted.id).execute();
  const lines = state.items.flatMap((item) => {
    const product = state.products.get(item.product_id);
    const line = wire.cartItems.find((c) => c.cartItemId === item.id);
    if (!product || !line) return [];
    return [
      {
        order_id: inserted.id,
        product_id: item.product_id,
        quantity: item.quantity,
        weight: item.weight,
        unit_price: product.unitPrice,
        gross_total: line.grossTotal,
        product_snapshot: {
          productId: product.id,
          name: product.name,
          slug: product.wire.slug,
          barcode: product.wire.barcode ?? '',
          price: product.unitPrice,
        },
        cart_item_info: item.cart_item_info,
      },
    ];
  });
  if (lines.length > 0) await trx.insertInto('order_items').values(lines).execute();
  return inserted;
}

function outcomeOf(
  config: ServerConfig,
  order: { id: number },
  payment?: { provider_session: string; amount: number; payment_type_id: number } | null,
  clientSecret?: string,
): BuyOutcome {
  const base: BuyOutcome = { orderId: order.id, order: { orderId: order.id } };
  if (!payment) return base;
  return {
    ...base,
    paymentUrl: `${config.publicUrl}${PROVIDER_PATHS.checkout}`,
    paymentParameters: {
      session_id: payment.provider_session,
      order_id: String(order.id),
      amount: payment.amount.toFixed(2),
      ...(clientSecret ? { payment_client_secret: clientSecret } : {}),
    },
  };
}

async function livePayment(trx: Tx, orderId: number) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'requires_action'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** An active payment type, or 404. */
async function activePaymentType(db: Db, paymentTypeId: number) {
  return db
    .selectFrom('payment_types')
    .selectAll()
    .where('id', '=', paymentTypeId)
    .where('active', '=', true)
    .executeTakeFirstOrThrow(() => notFound(PAYMENT_MESSAGES.typeNotFound));
}

/** Amount the payment type pre-authorises: the total plus 15% of what is sold by weight. */
export async function preBilledAmount(db: Db, userId: number, paymentTypeId: number) {
  await activePaymentType(db, paymentTypeId);
  const state = await loadCartState(db, await activeCartId(db, userId));
  return {
    // Meal vouchers (docs/requirements/payments.md) pay their part: the payment type authorises the rest.
    preBilledAmount: round2(
      state.wire.grossTotal - (state.wire.mealTicket?.amount ?? 0) + state.looseTotal * 0.15,
    ),
    paymentTypeId,
  };
}

/**
 * Buys the user's locked cart. One cart, one order: the cart row is locked for the whole
 * transaction and `orders.cart_id` is unique, so concurrent or repeated buys answer the same
 * order (and the same provider session while it is open). Online payment types answer the
 * provider page; the order becomes paid only when the provider page reports it.
 */
export async function buyCart(
  db: Db,
  config: ServerConfig,
  user: UserRow,
  input: BuyInput,
): Promise<BuyOutcome> {
  if (!mayPay(user)) throw new HttpError(403, PAYMENT_MESSAGES.completeProfile, 'PROFILE_LEVEL');
  const type = await activePaymentType(db, input.payment_type_id);
  const online = PROVIDER_TYPES.includes(type.id);
  if (!online && type.payment_mode !== 'on-delivery')
    throw new HttpError(400, PAYMENT_MESSAGES.typeNotUsable, 'PAYMENT_TYPE');
  if (input.payment_data !== undefined) {
    try {
      JSON.parse(input.payment_data);
    } catch {
      throw new HttpError(400, PAYMENT_MESSAGES.badPaymentData, 'VALIDATION');
    }
  }
  if (input.idempotency_key) {
    const earlier = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('idempotency_key', '=', input.idempotency_key)
      .executeTakeFirst();
    if (earlier)
      return db.transaction().execute(async (trx) => {
        const payment = await livePayment(trx, earlier.id);
        return outcomeOf(config, earlier, payment ?? null);
      });
  }
  let authId: number | null = null;
  if (input.payment_auth_id !== undefined) {
    const auth = await db
      .selectFrom('payment_auths')
      .select('id')
      .where('id', '=', input.payment_auth_id)
      .where('user_id', '=', user.id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow(() => notFound(PAYMENT_MESSAGES.authNotFound));
    authId = auth.id;
  }
  const cartId = await activeCartId(db, user.id);
  return db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cartId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('orders')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .executeTakeFirst();
    if (existing && cart.status === 'locked') {
      const payment = await livePayment(trx, existing.id);
      // A repeat while the provider session is open: the first outcome again.
      if (payment && payment.payment_type_id === type.id)
        return outcomeOf(config, existing, payment);
    }
    if (cart.status !== 'locked')
      throw new HttpError(409, PAYMENT_MESSAGES.notLocked, 'NOT_LOCKED');
    if (cart.address_id === null)
      throw new HttpError(400, PAYMENT_MESSAGES.chooseAddress, 'NO_ADDRESS');
    if (cart.timeslot_id === null)
      throw new HttpError(400, PAYMENT_MESSAGES.chooseSlot, 'NO_TIMESLOT');
    // Only a payment type the cart's store offers.
    const offered = await offeredPaymentTypeIds(trx, user.id);
    if (offered !== null && !offered.includes(type.id))
      throw new HttpError(400, PAYMENT_MESSAGES.typeNotOffered, 'PAYMENT_TYPE');
    // docs/requirements/payments.md: what the meal vouchers leave is paid online, not on delivery.
    if (!online && ((await loadCartState(trx, cart.id)).wire.mealTicket?.vouchers ?? 0) > 0)
      throw new HttpError(400, PAYMENT_MESSAGES.mealTicketsNeedCard, 'PAYMENT_TYPE');
    const order = await writeOrder(trx, user, cart.id, input, authId);
    await cancelOpenPayments(trx, order.id);
    if (!online) {
      // Paid on delivery: the order is confirmed now and the cart is done.
      await confirmOrder(trx, order.id, 'pending');
      return outcomeOf(config, order);
    }
    const amount = await paymentAmount(trx, cart.id);
    const clientSecret =
      type.id === PAYMENT_TYPE.CARD_INTENT ? `pi_secret_${stripeLikeSecret()}` : undefined;
    const payment = await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        payment_type_id: type.id,
        provider_session: newProviderSession('ps'),
        client_secret_hash: clientSecret ? hashToken(clientSecret) : null,
        amount,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return outcomeOf(config, order, payment, clientSecret);
  });
}

/**
 * The meal vouchers an order used leave the shopper's wallet, and the provider is deselected
 * with its count of vouchers to use forgotten: a later cart starts without vouchers and, when
 * the shopper chooses them again, offers as many as fit that cart, not the last order's count.
 */
async function spendMealTickets(
  trx: Tx,
  order: { user_id: number | null; order_infos: Record<string, unknown> },
) {
  const paymentTypeId = Number(order.order_infos.MEAL_TICKET_PAYMENT_TYPE_ID);
  const vouchers = Number(order.order_infos.MEAL_TICKET_VOUCHERS);
  const amount = Number(order.order_infos.MEAL_TICKET_AMOUNT);
  if (order.user_id === null || !(paymentTypeId > 0) || !(vouchers > 0)) return;
  await trx
    .updateTable('user_meal_tickets')
    .set((eb) => ({
      ticket_count: eb('ticket_count', '-', vouchers),
      balance: eb('balance', '-', amount),
      selected: false,
      data: sql<Record<string, unknown>>`data - 'vouchersToUse'`,
      updated_at: new Date(),
    }))
    .where('user_id', '=', order.user_id)
    .where('payment_type_id', '=', paymentTypeId)
    .where('ticket_count', '>=', vouchers)
    .execute();
}

/**
 * The order is confirmed: its cart is done (a new one opens on the next call), a subscription
 * plan bought starts, applied gift certificates are used, an edited order is replaced.
 */
async function confirmOrder(trx: Tx, orderId: number, paymentStatus: 'paid' | 'pending') {
  const order = await trx
    .updateTable('orders')
    .set({
      status_id: ORDER_STATUS.CONFIRMED,
      payment_status: paymentStatus,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('carts')
    .set({ status: 'ordered', updated_at: new Date() })
    .where('id', '=', order.cart_id)
    .execute();
  await trx
    .updateTable('user_gift_certificates')
    .set({ used_at: new Date() })
    .where('cart_id', '=', order.cart_id)
    .where('used_at', 'is', null)
    .execute();
  if (order.user_id !== null) {
    const plans = await trx
      .selectFrom('order_items')
      .innerJoin('products', 'products.id', 'order_items.product_id')
      .innerJoin('subscription_plans', 'subscription_plans.product_id', 'products.id')
      .select(['subscription_plans.id', 'subscription_plans.period_months'])
      .where('order_items.order_id', '=', order.id)
      .where('products.nature_id', '=', Number(PRODUCT_NATURE.SUBSCRIPTION))
      .execute();
    for (const plan of plans) {
      const expires = new Date();
      expires.setUTCMonth(expires.getUTCMonth() + plan.period_months);
      await trx
        .insertInto('user_subscriptions')
        .values({ user_id: order.user_id, subscription_plan_id: plan.id, expires_at: expires })
        .execute();
    }
  }
  await spendMealTickets(trx, order);
  const edited = Number(order.order_infos.EDIT_ORDER_ID);
  if (Number.isInteger(edited) && edited > 0 && edited !== order.id) {
    const old = await trx
      .updateTable('orders')
      .set({ status_id: ORDER_STATUS.CANCELLED, cancelled_at: new Date(), updated_at: new Date() })
      .where('id', '=', edited)
      .where('user_id', '=', order.user_id)
      .where('cancelled_at', 'is', null)
      .returning(['timeslot_id'])
      .executeTakeFirst();
    if (old && old.timeslot_id !== order.timeslot_id) await releaseSlot(trx, old.timeslot_id);
  }
}

/** A provider checkout session, as its page shows it. */
export interface ProviderSession {
  paymentId: number;
  orderId: number;
  amount: number;
  status: 'created' | 'requires_action' | 'succeeded' | 'failed' | 'cancelled';
  paymentTypeId: number;
  cardIntent: boolean;
  savedCard: string | null;
}

/** Reads a provider session by its id (the bearer value the checkout form posts). */
export async function findProviderSession(
  db: Db,
  sessionId: string,
): Promise<ProviderSession | null> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .leftJoin('payment_auths', 'payment_auths.id', 'orders.payment_auth_id')
    .select([
      'payments.id',
      'payments.order_id',
      'payments.amount',
      'payments.status',
      'payments.payment_type_id',
      'payments.client_secret_hash',
      'payment_auths.card_brand',
      'payment_auths.card_last4',
    ])
    .where('payments.provider_session', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    paymentId: row.id,
    orderId: row.order_id,
    amount: row.amount,
    status: row.status,
    paymentTypeId: row.payment_type_id,
    cardIntent: row.client_secret_hash !== null,
    savedCard: row.card_last4 ? `${row.card_brand ?? 'carta'} •••• ${row.card_last4}` : null,
  };
}

/** What the shopper did on the provider page. */
export type ProviderAction = 'pay' | 'decline' | 'challenge' | 'confirm-challenge';

/**
 * Applies the shopper's choice on the provider page, server side: paid sets the order paid and
 * closes the cart; declined marks the order failed and reopens the cart (items, address and
 * slot kept). Answers the new state, or null when the session is unknown or already closed.
 */
export async function settleProviderSession(
  db: Db,
  sessionId: string,
  action: ProviderAction,
): Promise<{ orderId: number; status: ProviderSession['status'] } | null> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('provider_session', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return null;
    const open = payment.status === 'created' || payment.status === 'requires_action';
    if (!open) return { orderId: payment.order_id, status: payment.status };
    const setStatus = async (status: ProviderSession['status']) =>
      trx
        .updateTable('payments')
        .set({ status, updated_at: new Date() })
        .where('id', '=', payment.id)
        .execute();
    if (action === 'challenge') {
      await setStatus('requires_action');
      return { orderId: payment.order_id, status: 'requires_action' };
    }
    if (action === 'confirm-challenge' && payment.status !== 'requires_action')
      return { orderId: payment.order_id, status: payment.status };
    if (action === 'pay' || action === 'confirm-challenge') {
      await setStatus('succeeded');
      await confirmOrder(trx, payment.order_id, 'paid');
      return { orderId: payment.order_id, status: 'succeeded' };
    }
    await setStatus('failed');
    const order = await trx
      .updateTable('orders')
      .set({
        status_id: ORDER_STATUS.PAYMENT_FAILED,
        payment_status: 'failed',
        updated_at: new Date(),
      })
      .where('id', '=', payment.order_id)
      .returning('cart_id')
      .executeTakeFirstOrThrow();
    await reopenCart(trx, order.cart_id);
    return { orderId: payment.order_id, status: 'failed' };
  });
}

/**
 * The payment types the store of the order (or of the user's cart) offers, or null when it
 * offers every active type (or no store is chosen yet).
 */
async function offeredPaymentTypeIds(
  db: Db,
  userId: number,
  orderId?: number,
): Promise<number[] | null> {
  const row =
    orderId !== undefined
      ? await db
          .selectFrom('orders')
          .innerJoin('warehouses', 'warehouses.id', 'orders.warehouse_id')
          .select('warehouses.payment_type_ids')
          .where('orders.id', '=', orderId)
          .where('orders.user_id', '=', userId)
          .executeTakeFirst()
      : await db
          .selectFrom('carts')
          .innerJoin('warehouses', 'warehouses.id', 'carts.warehouse_id')
          .select('warehouses.payment_type_ids')
          .where('carts.user_id', '=', userId)
          .where('carts.status', 'in', ['open', 'locked'])
          .orderBy('carts.id', 'desc')
          .limit(1)
          .executeTakeFirst();
  return row?.payment_type_ids ?? null;
}

/** Payment types usable for the cart or an order of the user: those its store offers. */
export async function listPaymentTypes(db: Db, userId: number, orderId?: number) {
  if (orderId !== undefined)
    await findOwnRow(db, 'orders', userId, orderId, ORDER_MESSAGES.notFound);
  const offered = await offeredPaymentTypeIds(db, userId, orderId);
  const [types, savedCards] = await Promise.all([
    db
      .selectFrom('payment_types')
      .selectAll()
      .where('active', '=', true)
      .$if(offered !== null, (query) => query.where('id', 'in', offered!.length ? offered! : [0]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_auths')
      .select('id')
      .where('user_id', '=', userId)
      .where('payment_type_id', '=', PAYMENT_TYPE.CARD_INTENT)
      .where('active', '=', true)
      .execute(),
  ]);
  return {
    payments: types.map((type) => ({
      paymentTypeId: type.id,
      // Card intent is active only with a saved card to confirm (it hides the fast payment).
      active: (type.id === PAYMENT_TYPE.CARD_INTENT ? (savedCards.length > 0 ? 1 : 0) : 1) as 0 | 1,
      name: type.name,
      descr: type.descr,
      paymentMode: type.payment_mode,
      ...(type.icon_source ? { iconSource: type.icon_source } : {}),
    })),
  };
}

function toWireAuth(row: Selectable<PaymentAuthsTable>): Schemas['PaymentAuth'] {
  return {
    paymentAuthId: row.id,
    paymentTypeId: row.payment_type_id,
    active: row.active ? '1' : '0',
    defaultAuth: row.default_auth,
    creditCard: `${row.card_brand.toUpperCase()} **** **** **** ${row.card_last4}`,
    expireDate: row.expire_date,
    holder: row.holder,
  };
}

async function requireSavableType(db: Db, paymentTypeId: number) {
  const type = await db
    .selectFrom('payment_types')
    .select('id')
    .where('id', '=', paymentTypeId)
    .executeTakeFirstOrThrow(() => notFound(PAYMENT_MESSAGES.typeNotFound));
  if (!SAVABLE_TYPES.includes(type.id))
    throw new HttpError(400, PAYMENT_MESSAGES.typeNotUsable, 'PAYMENT_TYPE');
}

/** Saved methods of the user for a payment type. */
export async function listPaymentAuths(db: Db, userId: number, paymentTypeId: number) {
  await requireSavableType(db, paymentTypeId);
  const rows = await db
    .selectFrom('payment_auths')
    .selectAll()
    .where('user_id', '=', userId)
    .where('payment_type_id', '=', paymentTypeId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return { auths: rows.map(toWireAuth) };
}

/** Deletes a saved method of the user (404 for another user's) and lists the remaining ones. */
export async function deletePaymentAuth(db: Db, userId: number, authId: number) {
  const row = await db
    .updateTable('payment_auths')
    .set({ active: false, default_auth: false })
    .where('id', '=', authId)
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .returning('payment_type_id')
    .executeTakeFirstOrThrow(() => notFound(PAYMENT_MESSAGES.authNotFound));
  return listPaymentAuths(db, userId, row.payment_type_id);
}

/** Starts saving a method: a provider page session, answered as `paymentUrl` + parameters. */
export async function startAddAuth(
  db: Db,
  config: ServerConfig,
  userId: number,
  paymentTypeId: number,
  paymentData: string,
) {
  await requireSavableType(db, paymentTypeId);
  let data: unknown;
  try {
    data = JSON.parse(paymentData);
  } catch {
    throw new HttpError(400, PAYMENT_MESSAGES.badPaymentData, 'VALIDATION');
  }
  const returnUrl =
    data && typeof data === 'object' && 'return_url' in data
      ? safeReturnPath((data as { return_url: unknown }).return_url)
      : '/profile/payment-method';
  const session = newProviderSession('seti');
  const clientSecret = `seti_secret_${stripeLikeSecret()}`;
  const row = await db
    .insertInto('payment_setups')
    .values({
      user_id: userId,
      payment_type_id: paymentTypeId,
      session_hash: hashToken(session),
      client_secret_hash: hashToken(clientSecret),
      return_path: returnUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    paymentUrl: `${config.publicUrl}${PROVIDER_PATHS.saveCard}`,
    paymentParameters: {
      setup_session: session,
      payment_id: `seti_${row.id}`,
      payment_intent_client_secret: clientSecret,
    },
  };
}

/** A card-saving session of the provider page. */
export async function findSetupSession(db: Db, session: string) {
  return (
    (await db
      .selectFrom('payment_setups')
      .selectAll()
      .where('session_hash', '=', hashToken(session))
      .executeTakeFirst()) ?? null
  );
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'carta';
}

/** Card fields the save-card page checks; errors are Italian, keyed by field. */
function validateCard(fields: { number: string; expiry: string; holder: string }) {
  const errors: Record<string, string> = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{13,19}$/.test(digits) || !luhnValid(digits))
    errors.number = 'Numero di carta non valido';
  const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(fields.expiry.trim());
  if (!match) errors.expiry = 'Scadenza non valida: usa il formato MM/AA';
  else {
    const now = new Date();
    const year = 2000 + Number(match[2]);
    const month = Number(match[1]);
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    )
      errors.expiry = 'La carta è scaduta';
  }
  if (fields.holder.trim().length < 2 || fields.holder.length > 80)
    errors.holder = 'Indica il titolare della carta';
  return { errors, digits };
}

/**
 * Completes a card-saving session with a valid card; answers where to send the shopper. The
 * session is the provider page's token, or `{ clientSecret }` of the setup intent (the development
 * Stripe simulation, `routes/dev-stripe.ts`).
 */
export async function completeSetup(
  db: Db,
  session: string | { clientSecret: string },
  card: { number: string; expiry: string; holder: string } | null,
): Promise<{ redirect: string } | { errors: Record<string, string> } | null> {
  const [column, token] =
    typeof session === 'string'
      ? (['session_hash', session] as const)
      : (['client_secret_hash', session.clientSecret] as const);
  return db.transaction().execute(async (trx) => {
    const setup = await trx
      .selectFrom('payment_setups')
      .selectAll()
      .where(column, '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!setup || setup.status !== 'created') return null;
    const back = (status: string) =>
      `${setup.return_path}${setup.return_path.includes('?') ? '&' : '?'}redirect_status=${status}&payment_id=seti_${setup.id}`;
    if (!card) {
      await trx
        .updateTable('payment_setups')
        .set({ status: 'failed', updated_at: new Date() })
        .where('id', '=', setup.id)
        .execute();
      return { redirect: back('failed') };
    }
    const { errors, digits } = validateCard(card);
    if (Object.keys(errors).length > 0) return { errors };
    const hasDefault = await trx
      .selectFrom('payment_auths')
      .select('id')
      .where('user_id', '=', setup.user_id)
      .where('payment_type_id', '=', setup.payment_type_id)
      .where('default_auth', '=', true)
      .where('active', '=', true)
      .executeTakeFirst();
    const auth = await trx
      .insertInto('payment_auths')
      .values({
        user_id: setup.user_id,
        payment_type_id: setup.payment_type_id,
        card_brand: brandOf(digits),
        card_last4: digits.slice(-4),
        expire_date: card.expiry.trim(),
        holder: card.holder.trim().toUpperCase(),
        provider_ref: `pm_${newToken().slice(0, 24)}`,
        default_auth: !hasDefault,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('payment_setups')
      .set({ status: 'succeeded', payment_auth_id: auth.id, updated_at: new Date() })
      .where('id', '=', setup.id)
      .execute();
    return { redirect: back('succeeded') };
  });
}

function feedbackStatus(status: string): 'completed' | 'pending' | 'failed' {
  if (status === 'succeeded' || status === 'paid') return 'completed';
  if (status === 'failed' || status === 'cancelled' || status === 'refunded') return 'failed';
  return 'pending';
}

/** What shows a payment is the caller's: its card intent's client secret or its provider session. */
type PaymentProof = { clientSecret: string } | { providerSession: string };

/** Real state of the payment of the user's order (the return query is not trusted). */
export async function orderPaymentFeedback(
  db: Db,
  userId: number,
  orderId: number,
  proof: PaymentProof,
) {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.status', 'orders.id'])
    .where('orders.id', '=', orderId)
    .where('orders.user_id', '=', userId)
    .where((eb) =>
      'clientSecret' in proof
        ? eb('payments.client_secret_hash', '=', hashToken(proof.clientSecret))
        : eb('payments.provider_session', '=', proof.providerSession),
    )
    .executeTakeFirst();
  if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return { orderId: row.id, status: feedbackStatus(row.status) };
}

/** Real state of a card-saving session of the user. */
export async function recurrentFeedback(
  db: Db,
  userId: number,
  paymentId: string,
  clientSecret: string,
) {
  const id = /^seti_([0-9]{1,9})$/.exec(paymentId)?.[1];
  const setup = id
    ? await db
        .selectFrom('payment_setups')
        .selectAll()
        .where('id', '=', Number(id))
        .where('user_id', '=', userId)
        .where('client_secret_hash', '=', hashToken(clientSecret))
        .executeTakeFirst()
    : undefined;
  if (!setup) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return {
    status: feedbackStatus(setup.status),
    ...(setup.payment_auth_id !== null ? { paymentAuthId: setup.payment_auth_id } : {}),
  };
}
