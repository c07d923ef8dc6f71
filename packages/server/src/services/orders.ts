import { DELIVERY_SERVICE, PAYMENT_TYPE } from '@carrello/core';
import type { components } from '@carrello/sdk';
import type { Selectable, Transaction } from 'kysely';

import type { ServerConfig } from '../config';
import type { Database, Db, OrdersTable, UserRow } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import {
  cancelOpenPayments,
  changeCart,
  enrichProducts,
  lineAfterAdding,
  loadCartState,
  releaseSlot,
  reopenCart,
  type WireCart,
} from './cart';
import { romeNow, type WireAddress } from './delivery';
import { sendMail } from './mailbox';
import { ensureOpenCart } from './session';
import { findOwnRow } from './own-rows';
import { loadPricedProducts, round2, stringMap, wireLineAmount } from './products-wire';
import { hashToken, newToken } from './tokens';

type Schemas = components['schemas'];
/** The contract's `Order`. */
type WireOrder = Schemas['Order'];
type OrderRow = Selectable<OrdersTable>;

/** Order states of the reference server. */
export const ORDER_STATUS = {
  CREATED: 1,
  PAYMENT_FAILED: 2,
  CONFIRMED: 3,
  IN_PREPARATION: 6,
  DELIVERED: 8,
  CANCELLED: 11,
} as const;

const STATUS_DESCR: Record<number, string> = {
  [ORDER_STATUS.CREATED]: 'In attesa di pagamento',
  [ORDER_STATUS.PAYMENT_FAILED]: 'Pagamento non riuscito',
  [ORDER_STATUS.CONFIRMED]: 'Confermato',
  [ORDER_STATUS.IN_PREPARATION]: 'In preparazione',
  [ORDER_STATUS.DELIVERED]: 'Consegnato',
  [ORDER_STATUS.CANCELLED]: 'Annullato',
};

/** Italian texts of the orders area. */
export const ORDER_MESSAGES = {
  notFound: 'Ordine non trovato',
  notDeletable: 'L’ordine non può più essere annullato',
  notEditable: 'L’ordine non può più essere modificato',
  cartLocked: 'Il carrello è bloccato per il pagamento: sbloccalo prima',
  cancelled: 'Ordine annullato',
  skipped: (name: string) => `«${name}» non è disponibile ed è stato saltato`,
  invalidToken: 'Il link per consultare gli ordini non è valido o è scaduto',
  reserved: (minutes: number) => `Fascia oraria tenuta per ${minutes} minuti`,
  noSlot: 'Scegli prima la data e l’ora di consegna',
} as const;

const OPEN_STATUSES: number[] = [
  ORDER_STATUS.CREATED,
  ORDER_STATUS.PAYMENT_FAILED,
  ORDER_STATUS.CONFIRMED,
];
const ANON_TOKEN_HOURS = 24;
const PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'failed', 'refunded'] as const;

function asDeliveryService(id: number | null): Schemas['DeliveryServiceId'] {
  return id === DELIVERY_SERVICE.CLICK_AND_COLLECT || id === DELIVERY_SERVICE.LOCKER
    ? id
    : DELIVERY_SERVICE.HOME_DELIVERY;
}

function slotDate(order: OrderRow): string | null {
  const date = order.timeslot?.date;
  return typeof date === 'string' ? date : null;
}

/** Whether an order can still be changed or cancelled: open, and its day not yet come. */
function isOpenForChanges(order: OrderRow): boolean {
  const date = slotDate(order);
  return (
    OPEN_STATUSES.includes(order.status_id) &&
    order.cancelled_at === null &&
    (date === null || date > romeNow().date)
  );
}

function wireShippingAddress(order: OrderRow): WireAddress {
  const snapshot = (order.shipping_address ?? {}) as Partial<WireAddress>;
  const serviceId = asDeliveryService(order.delivery_service_id);
  return {
    ...snapshot,
    addressId: Number(snapshot.addressId ?? 0),
    deliveryServiceId: serviceId,
    addressTypeId: Number(snapshot.addressTypeId ?? 1),
    addressName: String(snapshot.addressName ?? ''),
    address1: String(snapshot.address1 ?? '-'),
    addressNumber: String(snapshot.addressNumber || 'snc'),
    city: String(snapshot.city ?? '-'),
    province: String(snapshot.province ?? 'MI'),
    postalcode: String(snapshot.postalcode ?? '00000'),
  };
}

function wireTimeslot(order: OrderRow): Schemas['CartTimeslot'] {
  const slot = (order.timeslot ?? {}) as Partial<Schemas['CartTimeslot']>;
  return {
    timeslotId: Number(slot.timeslotId ?? order.timeslot_id ?? 0),
    date: String(slot.date ?? order.created_at.toISOString().slice(0, 10)),
    beginTime: String(slot.beginTime ?? '00:00'),
    endTime: String(slot.endTime ?? '00:00'),
    autoAssigned: Boolean(slot.autoAssigned ?? false),
  };
}

/** The contract's `Order` of rows; `withItems` adds the lines. */
async function toWireOrders(db: Db, orders: OrderRow[], withItems: boolean): Promise<WireOrder[]> {
  const ids = orders.map((order) => order.id);
  const items =
    withItems && ids.length > 0
      ? await db
          .selectFrom('order_items')
          .selectAll()
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [];
  const products = await loadPricedProducts(
    db,
    items.map((item) => item.product_id),
  );
  await enrichProducts(db, products);
  return orders.map((order) => {
    const open = isOpenForChanges(order);
    const paymentStatus = (PAYMENT_STATUSES as readonly string[]).includes(order.payment_status)
      ? (order.payment_status as WireOrder['paymentStatus'])
      : 'pending';
    const infos = stringMap(order.order_infos);
    const bags = Number(infos.BAGS ?? 0);
    return {
      orderId: order.id,
      orderStatusId: order.status_id,
      orderStatusDescr: STATUS_DESCR[order.status_id] ?? 'In lavorazione',
      paymentStatus,
      paymentTypeId: order.payment_type_id,
      addDate: order.created_at.toISOString(),
      deliveryServiceId: asDeliveryService(order.delivery_service_id),
      shippingAddress: wireShippingAddress(order),
      timeslot: wireTimeslot(order),
      totalPrice: order.total_price,
      grossTotal: order.gross_total,
      deliveryFee: order.delivery_fee,
      ...(withItems
        ? {
            items: items
              .filter((item) => item.order_id === order.id)
              .flatMap((item) => {
                const product = products.get(item.product_id);
                if (!product) return [];
                return [
                  {
                    ...wireLineAmount(item),
                    grossTotal: item.gross_total,
                    product: product.wire,
                    substituted: false,
                  },
                ];
              }),
            orderPackages:
              bags > 0
                ? [
                    {
                      orderPackageId: 1,
                      quantity: bags,
                      totalPrice: round2(bags * 0.1),
                      package: { packageId: 4, descr: 'Sacchetto biodegradabile', cost: 0.1 },
                    },
                  ]
                : [],
          }
        : {}),
      orderInfos: infos,
      isEditable: open && paymentStatus !== 'paid',
      isDeletable: open,
      isPayable:
        open &&
        (paymentStatus === 'pending' || paymentStatus === 'failed') &&
        (order.payment_type_id === PAYMENT_TYPE.FAST_PAYMENT ||
          order.payment_type_id === PAYMENT_TYPE.CARD_INTENT),
    };
  });
}

type OrderDetailFields = Pick<
  WireOrder,
  | 'paymentTypeDescr'
  | 'paymentCard'
  | 'needInvoice'
  | 'invoiceData'
  | 'statusHistory'
  | 'amountToAuthorize'
>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The invoice holder of a fiscal person's data, on one line per field. */
function invoiceDataOf(data: Record<string, unknown>): NonNullable<WireOrder['invoiceData']> {
  const name =
    text(data.company) || [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');
  const billing = (data.billingAddress ?? {}) as Record<string, unknown>;
  const street = [text(billing.address1), text(billing.addressNumber)].filter(Boolean).join(' ');
  const town = [text(billing.postalcode), text(billing.city)].filter(Boolean).join(' ');
  const province = text(billing.province);
  const address = [street, town].filter(Boolean).join(', ') + (province ? ` (${province})` : '');
  return {
    name: name || '-',
    ...(text(data.vatCode) ? { vatCode: text(data.vatCode) } : {}),
    ...(text(data.vatFiscalCode) ? { fiscalCode: text(data.vatFiscalCode) } : {}),
    ...(address.trim() ? { address: address.trim() } : {}),
  };
}

const PAYMENT_EVENT: Record<string, string> = {
  succeeded: 'Pagamento riuscito',
  failed: 'Pagamento non riuscito',
  cancelled: 'Pagamento annullato',
};

/**
 * What the detail of one order adds to the list's fields: the payment method's name and card,
 * the invoice holder and the status history (placed, payment attempts, cancelled or current).
 */
async function orderDetailFields(db: Db, order: OrderRow): Promise<OrderDetailFields> {
  const [type, auth, person, payments] = await Promise.all([
    db
      .selectFrom('payment_types')
      .select(['name', 'descr'])
      .where('id', '=', order.payment_type_id)
      .executeTakeFirst(),
    order.payment_auth_id === null
      ? undefined
      : db
          .selectFrom('payment_auths')
          .select(['card_brand', 'card_last4'])
          .where('id', '=', order.payment_auth_id)
          .executeTakeFirst(),
    order.need_invoice && order.person_fiscal_id !== null
      ? db
          .selectFrom('fiscal_persons')
          .select('data')
          .where('id', '=', order.person_fiscal_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('payments')
      .select(['status', 'updated_at', 'amount'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
  ]);
  const history: NonNullable<WireOrder['statusHistory']> = [
    { date: order.created_at.toISOString(), descr: 'Ordine ricevuto' },
  ];
  for (const payment of payments) {
    const descr = PAYMENT_EVENT[payment.status];
    if (descr) history.push({ date: payment.updated_at.toISOString(), descr });
  }
  if (order.cancelled_at !== null)
    history.push({ date: order.cancelled_at.toISOString(), descr: 'Ordine annullato' });
  else if (order.status_id !== ORDER_STATUS.CREATED)
    history.push({
      date: order.updated_at.toISOString(),
      descr: STATUS_DESCR[order.status_id] ?? 'In lavorazione',
    });
  history.sort((a, b) => a.date.localeCompare(b.date));
  return {
    ...(type ? { paymentTypeDescr: type.name || type.descr } : {}),
    ...(auth ? { paymentCard: `${auth.card_brand} ****${auth.card_last4}` } : {}),
    needInvoice: order.need_invoice,
    ...(person ? { invoiceData: invoiceDataOf(person.data as Record<string, unknown>) } : {}),
    statusHistory: history,
    // The last payment started: what the provider was asked to authorise (weighed goods
    // included), so the page says the amount the provider shows.
    ...(payments.length > 0 ? { amountToAuthorize: Number(payments.at(-1)!.amount) } : {}),
  };
}

/** An order of the user, or 404 (unknown or another user's). */
function findUserOrder(
  db: Db | Transaction<Database>,
  userId: number,
  orderId: number,
): Promise<OrderRow> {
  return findOwnRow(db, 'orders', userId, orderId, ORDER_MESSAGES.notFound);
}

/** Orders of the user, newest first; without `all` only the open ones. */
export async function listOrders(
  db: Db,
  userId: number,
  options: { page?: number; pageSize?: number; all?: boolean },
) {
  const pageSize = options.pageSize ?? 20;
  const page = Math.max(1, options.page ?? 1);
  let query = db.selectFrom('orders').where('user_id', '=', userId);
  if (!options.all) query = query.where('status_id', 'in', OPEN_STATUSES);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = Number(n);
  return {
    orders: await toWireOrders(db, rows, false),
    page: {
      selPage: page,
      totPages: Math.ceil(total / pageSize),
      totItems: total,
      itemsPerPage: pageSize,
    },
  };
}

/** One order of the user with its lines. */
export async function getOrder(db: Db, userId: number, orderId: number): Promise<WireOrder> {
  const order = await findUserOrder(db, userId, orderId);
  return orderDetail(db, order);
}

/** The detail of one order: its lines and the detail-only fields. */
async function orderDetail(db: Db, order: OrderRow): Promise<WireOrder> {
  const [wire, detail] = await Promise.all([
    toWireOrders(db, [order], true),
    orderDetailFields(db, order),
  ]);
  return { ...wire[0]!, ...detail };
}

/** Cancels an order while it is open; a paid amount is refunded and the slot is released. */
export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<WireOrder> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow(() => notFound(ORDER_MESSAGES.notFound));
    if (!isOpenForChanges(order))
      throw new HttpError(409, ORDER_MESSAGES.notDeletable, 'NOT_DELETABLE');
    await trx
      .updateTable('orders')
      .set({
        status_id: ORDER_STATUS.CANCELLED,
        cancelled_at: new Date(),
        payment_status: order.payment_status === 'paid' ? 'refunded' : order.payment_status,
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .execute();
    await cancelOpenPayments(trx, order.id);
    // A confirmed order holds its slot place; an unpaid one leaves it to its cart, which stays
    // the shopper's (unlocked, lines, address and slot kept).
    const cart = await trx
      .selectFrom('carts')
      .select(['id', 'status'])
      .where('id', '=', order.cart_id)
      .executeTakeFirst();
    if (cart?.status === 'ordered') await releaseSlot(trx, order.timeslot_id);
    else if (cart) await reopenCart(trx, cart.id);
  });
  return getOrder(db, userId, orderId);
}

async function copyOrderLines(
  trx: Transaction<Database>,
  cartId: number,
  orderId: number,
  warn: (text: string) => void,
): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const products = await loadPricedProducts(
    trx,
    items.map((item) => item.product_id),
  );
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) continue;
    if (product.available <= 0 || product.nature === '10' || product.nature === 'rewards') {
      warn(ORDER_MESSAGES.skipped(product.name));
      continue;
    }
    const existing = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cartId)
      .where('product_id', '=', item.product_id)
      .executeTakeFirst();
    if (existing) {
      if (!existing.editable) continue;
      await trx
        .updateTable('cart_items')
        .set({ ...lineAfterAdding(existing, item), updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('cart_items')
        .values({
          cart_id: cartId,
          product_id: item.product_id,
          quantity: item.quantity,
          weight: item.weight,
          cart_item_info: item.cart_item_info,
        })
        .execute();
    }
  }
}

/** Adds the products of a past order to the cart (unavailable ones skipped with a warning). */
export async function addOrderToCart(
  db: Db,
  userId: number,
  orderId: number,
  warn: (text: string) => void,
): Promise<WireCart> {
  await findUserOrder(db, userId, orderId);
  return changeCart(db, userId, async (trx, cart) => {
    await copyOrderLines(trx, cart.id, orderId, warn);
  });
}

/**
 * Reopens an unpaid open order: its lines and address become the cart's, marked with
 * `EDIT_ORDER_ID`; buying the cart cancels the edited order.
 */
export async function editOrder(
  db: Db,
  userId: number,
  orderId: number,
  warn: (text: string) => void,
): Promise<WireCart> {
  const order = await findUserOrder(db, userId, orderId);
  if (!isOpenForChanges(order) || order.payment_status === 'paid')
    throw new HttpError(409, ORDER_MESSAGES.notEditable, 'NOT_EDITABLE');
  return changeCart(db, userId, async (trx, cart) => {
    if (cart.id === order.cart_id) return;
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cart.id)
      .where('editable', '=', true)
      .execute();
    await copyOrderLines(trx, cart.id, orderId, warn);
    const address = (order.shipping_address ?? {}) as { addressId?: number };
    await trx
      .updateTable('carts')
      .set({
        delivery_service_id: order.delivery_service_id,
        warehouse_id: order.warehouse_id,
        address_id: typeof address.addressId === 'number' ? address.addressId : null,
        cart_infos: { ...cart.cart_infos, EDIT_ORDER_ID: String(order.id) },
        order_comment: order.order_comment,
      })
      .where('id', '=', cart.id)
      .execute();
  });
}

/** Holds the cart's slot for some minutes while the customer completes checkout. */
export async function reserveCartTime(db: Db, userId: number, minutes: number) {
  const cart = (await loadCartState(db, await ensureOpenCart(db, userId))).cart;
  if (cart.timeslot_id === null) throw new HttpError(400, ORDER_MESSAGES.noSlot, 'NO_TIMESLOT');
  const until = new Date(Date.now() + minutes * 60_000);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('carts')
      .set({ timeslot_reserved_until: until })
      .where('id', '=', cart.id)
      .execute();
    await trx
      .insertInto('reservations')
      .values({
        kind: 'reserve-time',
        user_id: userId,
        timeslot_id: cart.timeslot_id,
        data: { cartId: cart.id, minutes },
        expires_at: until,
      })
      .execute();
  });
  return {};
}

/** Sends an e-mail with a link to the orders of that address; same answer either way. */
export async function requestAnonymousAccess(
  db: Db,
  config: ServerConfig,
  email: string,
  orderId: number,
): Promise<Record<string, never>> {
  const normalized = email.trim().toLowerCase();
  const order = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id'])
    .where('orders.id', '=', orderId)
    .where((eb) =>
      eb.or([eb('orders.guest_email', '=', normalized), eb('users.email', '=', normalized)]),
    )
    .executeTakeFirst();
  if (!order) return {};
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('order_access_tokens')
      .values({
        token_hash: hashToken(token),
        email: normalized,
        expires_at: new Date(Date.now() + ANON_TOKEN_HOURS * 3_600_000),
      })
      .execute();
    const link = `${config.publicUrl}/orders-anon?access_token=${token}`;
    await sendMail(trx, {
      to: normalized,
      subject: 'I tuoi ordini Carrello',
      text: `Ciao,\n\napri questo link per consultare i tuoi ordini (valido ${ANON_TOKEN_HOURS} ore):\n${link}\n\nSe non hai chiesto tu l’accesso, ignora questo messaggio.`,
    });
  });
  return {};
}

/** The e-mail address a live order access token (the mailed link) was issued to; 401 otherwise. */
export async function emailOfOrderToken(db: Db, token: string): Promise<string> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('email')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw new HttpError(401, ORDER_MESSAGES.invalidToken, 'INVALID_TOKEN');
  return row.email;
}

function ordersOfEmail(db: Db, email: string) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .where((eb) => eb.or([eb('orders.guest_email', '=', email), eb('users.email', '=', email)]));
}

/** Orders reachable with an e-mail access token. */
export async function listAnonymousOrders(db: Db, token: string) {
  const email = await emailOfOrderToken(db, token);
  const rows = await ordersOfEmail(db, email)
    .orderBy('orders.created_at', 'desc')
    .limit(100)
    .execute();
  return { orders: await toWireOrders(db, rows, false) };
}

/** One order reachable with an e-mail access token (404 when not covered by it). */
export async function getAnonymousOrder(db: Db, token: string, orderId: number) {
  const email = await emailOfOrderToken(db, token);
  const row = await ordersOfEmail(db, email).where('orders.id', '=', orderId).executeTakeFirst();
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return orderDetail(db, row);
}

/** Whether a user may pay online (profile level at least 1). */
export function mayPay(user: UserRow): boolean {
  return user.profile_level >= 1;
}
