import {
  CART_ITEM_INSERTION_TYPE,
  DELIVERY_SERVICE,
  MAX_LINE_PIECES,
  MAX_LINE_WEIGHT_KG,
  PRODUCT_NATURE,
  acceptsAlternatives,
  canEditCartItem,
  hasProposedAlternatives,
  hasQuantityControls,
  isEligibleForAlternatives,
  type CartItemRuleInput,
} from '@carrello/core';
import type { components } from '@carrello/sdk';
import type { ExpressionBuilder, Selectable, SqlBool, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

import type { CartItemsTable, CartsTable, Database, Db } from '../db/database';
import { BusinessError, HttpError, notFound } from '../http/errors';
import { indexUsable } from './search-index';
import { cataloguePricedProducts, catalogueWireProducts } from './search';
import { ensureOpenCart } from './session';
import {
  GIFT_CERTIFICATE_COLUMNS,
  toWireGiftCertificate,
  type UserGiftCertificate,
} from './gift-certificates-wire';
import {
  isSlotClosed,
  resolveDeliveryAddress,
  romeNow,
  toWireAddress,
  zoneById,
  zoneOfPostalCode,
} from './delivery';
import {
  linePrice,
  loadPricedProducts,
  round2,
  stringMap,
  wireLineAmount,
  type PricedProduct,
} from './products-wire';

type Schemas = components['schemas'];
/** The contract's `Cart`. */
export type WireCart = Schemas['Cart'];
type CartRow = Selectable<CartsTable>;
type CartItemRow = Selectable<CartItemsTable>;
type Executor = Db | Transaction<Database>;

/** Italian texts of the cart rules. */
export const CART_MESSAGES = {
  locked: 'Il carrello è bloccato per il pagamento: sbloccalo per modificarlo',
  notEditable: (name: string) => `Il prodotto «${name}» non può essere modificato`,
  noQuantityChange: (name: string) => `La quantità di «${name}» non può essere cambiata`,
  unavailable: (name: string) => `Il prodotto «${name}» non è disponibile`,
  noAlternatives: (name: string) => `Il prodotto «${name}» non può essere sostituito`,
  productNotFound: 'Prodotto non trovato',
  itemNotFound: 'Prodotto non presente nel carrello',
  subscriptionOnly: 'Gli abbonamenti si aggiungono dalla pagina «I miei abbonamenti»',
  rewardOnly: 'I premi si richiedono con i punti fedeltà',
  fiscalPersonNotFound: 'Intestatario della fattura non trovato',
  slotFull: 'La fascia oraria scelta è al completo',
  slotClosed: 'La fascia oraria scelta non è più disponibile',
  slotPast: 'La data scelta è già passata',
  slotWrongDate: 'La fascia oraria non appartiene alla data scelta',
  chooseAddress: 'Scegli prima l’indirizzo di consegna o il punto di ritiro',
  chooseSlot: 'Scegli la data e l’ora di consegna',
  emptyCart: 'Il carrello è vuoto',
  added: 'Prodotto aggiunto al carrello',
  alternativesIgnored: 'Per alcuni prodotti non è possibile accettare alternative',
  wrongPlan: 'Il piano di abbonamento non corrisponde al prodotto',
} as const;

/** Cart status ids of the wire `cartStatusId`. */
const CART_STATUS_ID = { open: 1, locked: 2, ordered: 3 } as const;

/** Home delivery fee, and the spend from which it is free. */
const DELIVERY_FEES = {
  [DELIVERY_SERVICE.HOME_DELIVERY]: 4.9,
  [DELIVERY_SERVICE.LOCKER]: 1.9,
  [DELIVERY_SERVICE.CLICK_AND_COLLECT]: 0,
} as Record<number, number>;
/** Spend from which delivery is free. */
const FREE_DELIVERY_FROM = 60;
/** Spend from which the reusable shopper comes as a free gift (insertion type 2). */
export const FREE_GIFT_FROM = 50;
/** Spend from which the order generates a gift certificate for the next shop. */
const GIFT_CERTIFICATE_FROM = 100;
/** Pieces per paper bag of a delivered order. */
const PIECES_PER_BAG = 8;
const BAG = { packageId: 4, descr: 'Sacchetto biodegradabile', cost: 0.1 };

/** Everything the cart answers, computed from the rows. */
interface CartState {
  cart: CartRow;
  items: CartItemRow[];
  products: Map<number, PricedProduct>;
  wire: WireCart;
  /** Amount to pay (gross total) and the part sold by weight (pre-authorisation margin). */
  looseTotal: number;
}

function ruleInput(item: CartItemRow, product: PricedProduct | undefined): CartItemRuleInput {
  return {
    editable: item.editable,
    cartItemInsertionTypeId: item.insertion_type_id,
    cartItemInfo: item.cart_item_info as CartItemRuleInput['cartItemInfo'],
    product: product
      ? {
          productInfos: { PRODUCT_NATURE_ID: product.nature },
          ...(product.wire.warehousePromo ? { warehousePromo: product.wire.warehousePromo } : {}),
        }
      : null,
  };
}

async function hasActiveSubscription(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** The lines of a cart (in id order) and their products, priced for today. */
interface CartContents {
  items: CartItemRow[];
  products: Map<number, PricedProduct>;
}

/** A gift certificate applied to a cart and not used yet. */
type CartGift = UserGiftCertificate;

/** What the answer reads beside the lines: subscription, gift certificates, address, slot. */
interface CartExtras {
  subscribed: boolean;
  gifts: CartGift[];
  shippingAddress: WireCart['shippingAddress'];
  timeslot: WireCart['timeslot'];
  /** The signed-in meal-voucher provider chosen for the cart (docs/requirements/payments.md), if any. */
  mealTicket: CartMealTicketState | null;
}

/** A user's chosen meal-voucher provider as the cart reads it. */
interface CartMealTicketState {
  paymentTypeId: number;
  name: string;
  /** Face value of one voucher. */
  value: number;
  /** Vouchers in the shopper's wallet. */
  count: number;
  /** Vouchers the shopper asked to use (`update-data` `vouchersToUse`); null means the most. */
  wanted: number | null;
}

/** Electronic meal vouchers usable in one purchase (Italian rule: at most 8). */
const MEAL_TICKETS_PER_ORDER = 8;

/** The users' meal-voucher wallets, each with its provider's payment type (and name). */
export function mealTicketWallets(db: Executor) {
  return db
    .selectFrom('user_meal_tickets')
    .innerJoin(
      'meal_ticket_types',
      'meal_ticket_types.payment_type_id',
      'user_meal_tickets.payment_type_id',
    );
}

/** The chosen, signed-in meal-voucher provider of a user, or null. */
async function selectedMealTicket(
  db: Executor,
  userId: number | null,
): Promise<CartMealTicketState | null> {
  if (userId === null) return null;
  const row = await mealTicketWallets(db)
    .select([
      'user_meal_tickets.payment_type_id',
      'user_meal_tickets.balance',
      'user_meal_tickets.ticket_count',
      'user_meal_tickets.data',
      'meal_ticket_types.name',
    ])
    .where('user_meal_tickets.user_id', '=', userId)
    .where('user_meal_tickets.selected', '=', true)
    .where('user_meal_tickets.logged', '=', true)
    .executeTakeFirst();
  if (!row || row.ticket_count <= 0) return null;
  const wanted = Number(row.data.vouchersToUse);
  return {
    paymentTypeId: row.payment_type_id,
    name: row.name,
    value: round2(Number(row.balance) / row.ticket_count),
    count: row.ticket_count,
    wanted: Number.isInteger(wanted) && wanted >= 0 ? wanted : null,
  };
}

/**
 * The meal vouchers a cart uses: as many as asked, within the wallet, the per-order limit and
 * TOTALE (vouchers give no change, and at least one cent is left for the card).
 */
function mealTicketOnCart(
  state: CartMealTicketState | null,
  grossTotal: number,
): WireCart['mealTicket'] {
  if (!state || state.value <= 0) return undefined;
  const valueCents = Math.round(state.value * 100);
  const fits = Math.max(0, Math.floor((Math.round(grossTotal * 100) - 1) / valueCents));
  const maxVouchers = Math.min(state.count, MEAL_TICKETS_PER_ORDER, fits);
  const vouchers = Math.min(state.wanted ?? maxVouchers, maxVouchers);
  return {
    paymentTypeId: state.paymentTypeId,
    name: state.name,
    value: state.value,
    vouchers,
    maxVouchers,
    amount: round2((vouchers * valueCents) / 100),
  };
}

/** The lines of a cart, in the order they were added. */
function cartLines(db: Executor, cartId: number): Promise<CartItemRow[]> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

/** No products known beforehand: every line's product is read. */
const NO_PRODUCTS: ReadonlyMap<number, PricedProduct> = new Map();

/**
 * The lines of a cart, with the products of the lines and of `alsoProductIds`: those of
 * `catalogue` as they are, the others in one query.
 */
async function readContents(
  db: Executor,
  cartId: number,
  alsoProductIds: readonly number[] = [],
  catalogue: ReadonlyMap<number, PricedProduct> = NO_PRODUCTS,
): Promise<CartContents> {
  const items = await cartLines(db, cartId);
  const ids = [...new Set([...items.map((item) => item.product_id), ...alsoProductIds])];
  const missing = ids.filter((id) => !catalogue.has(id));
  const products = await loadPricedProducts(db as Db, missing);
  for (const id of ids) {
    const known = catalogue.get(id);
    if (known) products.set(id, known);
  }
  return { items, products };
}

/**
 * The priced products of the user's cart lines and of `productIds`, from the in-process
 * catalogue index (no database read once it holds them), or none when the index is not usable.
 * Read before a cart transaction starts: on PGlite the transaction holds the only connection,
 * and the index's own reads would wait for it.
 */
async function cartCatalogue(
  db: Db,
  userId: number,
  productIds: readonly number[],
): Promise<ReadonlyMap<number, PricedProduct>> {
  if (!indexUsable(db)) return NO_PRODUCTS;
  const lines = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select('cart_items.product_id')
    .where('carts.user_id', '=', userId)
    .where('carts.status', 'in', ['open', 'locked'])
    .execute();
  return cataloguePricedProducts(db, [...lines.map((line) => line.product_id), ...productIds]);
}

/**
 * Whether the cart's user has an active subscription, as a column of a `carts` query (so the
 * cart and its delivery rule cost one statement).
 */
function subscribedColumn(eb: ExpressionBuilder<Database, 'carts'>) {
  return eb
    .exists(
      eb
        .selectFrom('user_subscriptions as us')
        .select('us.id')
        .whereRef('us.user_id', '=', 'carts.user_id')
        .where('us.cancelled_at', 'is', null)
        .where('us.expires_at', '>', new Date()),
    )
    .as('subscribed');
}

/** The cart's unused gift certificates, in the order they were applied. */
function cartGifts(db: Executor, cartId: number): Promise<CartGift[]> {
  return db
    .selectFrom('user_gift_certificates as ugc')
    .innerJoin('gift_certificates as gc', 'gc.id', 'ugc.gift_certificate_id')
    .select(GIFT_CERTIFICATE_COLUMNS)
    .where('ugc.cart_id', '=', cartId)
    .where('ugc.used_at', 'is', null)
    .orderBy('ugc.id')
    .execute();
}

/**
 * The same gift certificates as a JSON column of a `carts` query, so that the cart, its delivery
 * rule and its discounts cost one statement.
 */
function giftsColumn(eb: ExpressionBuilder<Database, 'carts'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('user_gift_certificates as ugc')
      .innerJoin('gift_certificates as gc', 'gc.id', 'ugc.gift_certificate_id')
      .select(GIFT_CERTIFICATE_COLUMNS)
      .whereRef('ugc.cart_id', '=', 'carts.id')
      .where('ugc.used_at', 'is', null)
      .orderBy('ugc.id'),
  ).as('gifts');
}

/** A row read through JSON, where dates are `YYYY-MM-DD` text. */
type JsonDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** Splits the `subscribed` and `gifts` columns off a cart row read with their column helpers. */
function splitCartRow({
  subscribed,
  gifts,
  ...cart
}: CartRow & { subscribed: SqlBool; gifts: Array<JsonDates<CartGift>> }) {
  // JSON carries the dates as `YYYY-MM-DD` text: read them as the driver reads a date column.
  return {
    cart,
    subscribed: Boolean(subscribed),
    gifts: gifts.map((gift) => ({
      ...gift,
      valid_from: new Date(gift.valid_from),
      valid_to: new Date(gift.valid_to),
    })),
  };
}

async function readExtras(
  db: Executor,
  cart: CartRow,
  known: { subscribed?: boolean; gifts?: CartGift[] } = {},
): Promise<CartExtras> {
  const subscribed =
    known.subscribed ?? (cart.user_id !== null && (await hasActiveSubscription(db, cart.user_id)));
  const gifts = known.gifts ?? (await cartGifts(db, cart.id));

  let shippingAddress: WireCart['shippingAddress'] = null;
  if (cart.address_id !== null) {
    const address = await db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', cart.address_id)
      .executeTakeFirst();
    const zone =
      address?.zone_id !== null && address?.zone_id !== undefined
        ? await zoneById(db, address.zone_id)
        : address && cart.delivery_service_id === DELIVERY_SERVICE.HOME_DELIVERY
          ? ((await zoneOfPostalCode(db as Db, address.postalcode)) ?? undefined)
          : undefined;
    if (address)
      shippingAddress = {
        ...toWireAddress(address, zone ?? null),
        ...(cart.warehouse_id !== null ? { warehouseId: cart.warehouse_id } : {}),
      };
  }
  let timeslot: WireCart['timeslot'] = null;
  if (cart.timeslot_id !== null) {
    const slot = await db
      .selectFrom('timeslots')
      .selectAll()
      .where('id', '=', cart.timeslot_id)
      .executeTakeFirst();
    if (slot)
      timeslot = {
        timeslotId: slot.id,
        date: slot.date.toISOString().slice(0, 10),
        beginTime: slot.begin_time,
        endTime: slot.end_time,
        autoAssigned: false,
      };
  }
  const mealTicket = await selectedMealTicket(db, cart.user_id);
  return { subscribed, gifts, shippingAddress, timeslot, mealTicket };
}

/** Gross total of the lines (free gifts count 0), as `totalPrice` answers it. */
function itemsTotal({ items, products }: CartContents): number {
  let total = 0;
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product || item.insertion_type_id === CART_ITEM_INSERTION_TYPE.FREE_GIFT) continue;
    total += linePrice(product, item.quantity, item.weight);
  }
  return round2(total);
}

/** Reads a cart and computes its totals, packages, gifts and delivery fee. */
export async function loadCartState(
  db: Executor,
  cartId: number,
  options: { sectors?: boolean; enrich?: boolean } = {},
): Promise<CartState> {
  const cart = await db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
  if (!cart) throw notFound('Carrello non trovato');
  const contents = await readContents(db, cartId);
  if (options.enrich) await enrichProducts(db as Db, contents.products);
  return composeCart(db, cart, contents, await readExtras(db, cart), options);
}

/**
 * The cart's answer from rows already read: totals, packages, gifts and delivery fee (the
 * products are only read, so they may be the catalogue's shared ones).
 */
async function composeCart(
  db: Executor,
  cart: CartRow,
  { items, products }: CartContents,
  { subscribed, gifts, shippingAddress, timeslot, mealTicket }: CartExtras,
  options: { sectors?: boolean } = {},
): Promise<CartState> {
  let totalPrice = 0;
  let looseTotal = 0;
  let pieces = 0;
  const cartItems: Schemas['CartItem'][] = [];
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) continue;
    const free = item.insertion_type_id === CART_ITEM_INSERTION_TYPE.FREE_GIFT;
    const gross = free ? 0 : linePrice(product, item.quantity, item.weight);
    totalPrice += gross;
    if (product.loose) looseTotal += gross;
    pieces += item.quantity;
    cartItems.push({
      cartItemId: item.id,
      ...wireLineAmount(item),
      editable: item.editable,
      grossTotal: gross,
      product: product.wire,
      cartItemInsertionTypeId: item.insertion_type_id,
      cartItemInfo: stringMap(item.cart_item_info),
    });
  }
  totalPrice = round2(totalPrice);

  const serviceId = cart.delivery_service_id;
  const baseFee = serviceId !== null ? (DELIVERY_FEES[serviceId] ?? 0) : 0;
  const deliveryFee =
    items.length === 0 || subscribed || totalPrice >= FREE_DELIVERY_FROM ? 0 : baseFee;
  const bags =
    serviceId !== null && serviceId !== DELIVERY_SERVICE.CLICK_AND_COLLECT && pieces > 0
      ? Math.ceil(pieces / PIECES_PER_BAG)
      : 0;
  const orderPackages =
    bags > 0
      ? [{ orderPackageId: 1, quantity: bags, totalPrice: round2(bags * BAG.cost), package: BAG }]
      : [];
  const giftDiscount = gifts.reduce((sum, gift) => sum + gift.amount, 0);
  const packagesTotal = orderPackages.reduce((sum, p) => sum + p.totalPrice, 0);
  const grossTotal = round2(Math.max(0, totalPrice + deliveryFee + packagesTotal - giftDiscount));
  const mealTicketUsed = mealTicketOnCart(mealTicket, grossTotal);

  const cartInfos: Record<string, string> = {
    ...stringMap(cart.cart_infos),
    need_invoice: cart.need_invoice ? 'true' : 'false',
    ...(cart.person_fiscal_id !== null ? { PERSON_FISCAL_ID: String(cart.person_fiscal_id) } : {}),
    ...(cart.order_comment ? { order_comment: cart.order_comment } : {}),
    // docs/requirements/account.md (`order/reserve-time`): until when the chosen slot is held for this cart.
    ...(cart.timeslot_id !== null && cart.timeslot_reserved_until
      ? { TIMESLOT_RESERVED_UNTIL: new Date(cart.timeslot_reserved_until).toISOString() }
      : {}),
  };

  const wire: WireCart = {
    cartId: cart.id,
    cartStatusId: CART_STATUS_ID[cart.status],
    locked: cart.status === 'locked',
    cartItems,
    totalItems: cartItems.length,
    totalPrice,
    grossTotal,
    deliveryFee,
    orderPackages,
    giftCertificatesToGenerate:
      totalPrice >= GIFT_CERTIFICATE_FROM
        ? [{ name: 'Buono sconto per la prossima spesa', giftTotal: 5 }]
        : [],
    userGiftCertificates: gifts.map((gift) => toWireGiftCertificate(gift, false)),
    ...(mealTicketUsed ? { mealTicket: mealTicketUsed } : {}),
    shippingAddress,
    timeslot,
    store: { storeId: 1 },
    warehouse: { warehouseId: cart.warehouse_id ?? 0 },
    cartInfos,
  };
  if (options.sectors) {
    const categoryIds = [...new Set([...products.values()].map((p) => p.wire.categoryId ?? 0))];
    const categories = categoryIds.length
      ? await db
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('id', 'in', categoryIds)
          .execute()
      : [];
    wire.sectors = categories.map((category) => ({
      sectorId: category.id,
      name: category.name,
      cartItemIds: cartItems
        .filter((item) => item.product.categoryId === category.id)
        .map((item) => item.cartItemId),
    }));
  }
  return { cart, items, products, wire, looseTotal: round2(looseTotal) };
}

/**
 * Gives priced products the catalogue's full wire shape (breadcrumbs, brand, unit prices), as
 * product lists show them. Only with the app's database, never inside a transaction (the
 * catalogue caches per database).
 */
export async function enrichProducts(
  db: Db,
  products: Map<number, PricedProduct>,
  catalogue: ReadonlyMap<number, PricedProduct> = NO_PRODUCTS,
) {
  // Those of the catalogue index carry their display form already (shared: never written).
  const bare = [...products.values()].filter((product) => catalogue.get(product.id) !== product);
  if (bare.length === 0) return;
  for (const wire of await catalogueWireProducts(
    db,
    bare.map((product) => product.id),
  )) {
    const product = products.get(wire.productId);
    if (product) product.wire = wire;
  }
}

/** The user's active cart (open or locked), created when missing. */
export async function activeCartId(db: Db, userId: number): Promise<number> {
  return ensureOpenCart(db, userId);
}

/** The row of the user's active cart (open or locked), locked `forUpdate`; created when missing. */
async function activeCart(db: Executor, userId: number, forUpdate: boolean): Promise<CartRow> {
  const query = db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'locked'])
    .orderBy('id', 'desc')
    .limit(1);
  const found = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (found) return found;
  const cartId = await ensureOpenCart(db as Db, userId);
  const byId = db.selectFrom('carts').selectAll().where('id', '=', cartId);
  return (forUpdate ? byId.forUpdate() : byId).executeTakeFirstOrThrow();
}

/**
 * Reads the user's cart as the contract answers it. The products come from the in-process
 * catalogue (kept in step with every catalogue commit), so a cart costs no product query.
 */
export async function viewCart(db: Db, userId: number, sectors = false): Promise<WireCart> {
  const found = await db
    .selectFrom('carts')
    .selectAll()
    .select(subscribedColumn)
    .select(giftsColumn)
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'locked'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const { cart, ...known } = found
    ? splitCartRow(found)
    : { cart: await activeCart(db, userId, false) };
  // A held slot whose time lapsed goes back to the others: the shopper chooses one again.
  if (
    cart.status === 'open' &&
    cart.timeslot_id !== null &&
    cart.timeslot_reserved_until &&
    new Date(cart.timeslot_reserved_until).getTime() <= Date.now()
  ) {
    await db.transaction().execute(async (trx) => {
      await releaseSlot(trx, cart.timeslot_id);
      await trx
        .updateTable('carts')
        .set({ timeslot_id: null, timeslot_reserved_until: null })
        .where('id', '=', cart.id)
        .execute();
    });
    cart.timeslot_id = null;
    cart.timeslot_reserved_until = null;
  }
  const items = await cartLines(db, cart.id);
  const products = await cataloguePricedProducts(
    db,
    items.map((item) => item.product_id),
  );
  const extras = await readExtras(db, cart, known);
  return (await composeCart(db, cart, { items, products }, extras, { sectors })).wire;
}

/**
 * Runs a change of the user's cart in one transaction, with the cart row locked: refuses a
 * locked cart, re-applies the free-gift rule, and answers the recomputed cart. The cart is read
 * once, inside the transaction, after the change: `change` may answer the lines it leaves (with
 * their products) so that they are not read again.
 */
export async function changeCart(
  db: Db,
  userId: number,
  change: (
    trx: Transaction<Database>,
    cart: CartRow,
    catalogue: ReadonlyMap<number, PricedProduct>,
  ) => Promise<CartContents | void>,
  options: { allowLocked?: boolean; productIds?: readonly number[] } = {},
): Promise<WireCart> {
  // The catalogue side of the lines (prices, promotions, wire form) rarely changes between two
  // clicks: it comes from the index, and only what the index lacks is read in the transaction.
  const catalogue = await cartCatalogue(db, userId, options.productIds ?? []);
  const { cart, contents, extras } = await db.transaction().execute(async (trx) => {
    const locked = await activeCart(trx, userId, true);
    if (locked.status === 'locked' && !options.allowLocked)
      throw new BusinessError(CART_MESSAGES.locked, 'CART_LOCKED');
    const changed =
      (await change(trx, locked, catalogue)) ?? (await readContents(trx, locked.id, [], catalogue));
    // The subscription is read with the touched row, after the change (as the answer needs it).
    const { cart, ...known } = splitCartRow(
      await trx
        .updateTable('carts')
        .set({ updated_at: new Date() })
        .where('id', '=', locked.id)
        .returningAll()
        .returning(subscribedColumn)
        .returning(giftsColumn)
        .executeTakeFirstOrThrow(),
    );
    await applyFreeGift(trx, cart.id, changed);
    return { cart, contents: changed, extras: await readExtras(trx, cart, known) };
  });
  // Only the products' display form (breadcrumbs, brand, unit prices) comes from the catalogue.
  await enrichProducts(db, contents.products, catalogue);
  return (await composeCart(db, cart, contents, extras)).wire;
}

/** The reusable shopper given free (insertion type 2, not editable) above FREE_GIFT_FROM. */
async function freeGiftProductId(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('cod_int', '=', '900002')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds or removes the free gift line as the total asks, in the database and in `contents`. */
async function applyFreeGift(
  trx: Transaction<Database>,
  cartId: number,
  contents: CartContents,
): Promise<void> {
  const existing = contents.items.find(
    (item) => item.insertion_type_id === CART_ITEM_INSERTION_TYPE.FREE_GIFT,
  );
  const wanted = itemsTotal(contents) >= FREE_GIFT_FROM;
  if (wanted === (existing !== undefined)) return;
  const giftId = await freeGiftProductId(trx);
  if (giftId === null) return;
  if (wanted) {
    const added = await trx
      .insertInto('cart_items')
      .values({
        cart_id: cartId,
        product_id: giftId,
        quantity: 1,
        editable: false,
        insertion_type_id: CART_ITEM_INSERTION_TYPE.FREE_GIFT,
        cart_item_info: {},
      })
      .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!added) return;
    contents.items.push(added);
    if (!contents.products.has(giftId))
      for (const [id, product] of await loadPricedProducts(trx, [giftId]))
        contents.products.set(id, product);
  } else if (existing) {
    await trx.deleteFrom('cart_items').where('id', '=', existing.id).execute();
    contents.items.splice(contents.items.indexOf(existing), 1);
  }
}

function eligibleForAlternatives(item: CartItemRow, product: PricedProduct): boolean {
  return isEligibleForAlternatives(
    ruleInput(item, product),
    hasProposedAlternatives({ product: product.wire }),
  );
}

/** Input line of `cart.addProduct`. */
export interface AddLine {
  productId: number;
  quantity: number;
  weight?: number;
  params?: Record<string, string>;
}

/** Adds products (a product already in the cart has its quantity increased). */
export async function addProducts(
  db: Db,
  userId: number,
  lines: AddLine[],
  notify: { info(text: string): void; warning(text: string): void },
): Promise<WireCart> {
  let ignoredAlternatives = false;
  const productIds = lines.map((line) => line.productId);
  const cart = await changeCart(
    db,
    userId,
    async (trx, cart, catalogue) => {
      // The lines and every product concerned in one read; the writes then keep them current.
      const contents = await readContents(trx, cart.id, productIds, catalogue);
      const { items, products } = contents;
      for (const line of lines) {
        const product = products.get(line.productId);
        if (!product) throw notFound(CART_MESSAGES.productNotFound);
        if (product.nature === PRODUCT_NATURE.SUBSCRIPTION)
          throw new BusinessError(CART_MESSAGES.subscriptionOnly, 'SUBSCRIPTION_ONLY');
        if (product.nature === PRODUCT_NATURE.REWARDS)
          throw new BusinessError(CART_MESSAGES.rewardOnly, 'REWARD_ONLY');
        if (product.available <= 0)
          throw new HttpError(400, CART_MESSAGES.unavailable(product.name), 'UNAVAILABLE');
        const existing = items.find((item) => item.product_id === product.id);
        const info: Record<string, string> = { ...(line.params ?? {}) };
        const probe: CartItemRow = existing ?? {
          id: 0,
          cart_id: cart.id,
          product_id: product.id,
          quantity: line.quantity,
          weight: line.weight ?? null,
          editable: true,
          insertion_type_id: 1,
          cart_item_info: {},
          created_at: new Date(),
          updated_at: new Date(),
        };
        if (
          acceptsAlternatives({ cartItemInfo: info }) &&
          !eligibleForAlternatives(probe, product)
        ) {
          delete info.accept_alternatives;
          ignoredAlternatives = true;
        }
        if (existing) {
          const rule = ruleInput(existing, product);
          if (!canEditCartItem(rule))
            throw new BusinessError(CART_MESSAGES.notEditable(product.name), 'NOT_EDITABLE');
          if (!hasQuantityControls(rule))
            throw new BusinessError(
              CART_MESSAGES.noQuantityChange(product.name),
              'NO_QUANTITY_CHANGE',
            );
          items[items.indexOf(existing)] = await trx
            .updateTable('cart_items')
            .set({
              ...lineAfterAdding(existing, line),
              cart_item_info: { ...existing.cart_item_info, ...info },
              updated_at: new Date(),
            })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        } else {
          items.push(
            await trx
              .insertInto('cart_items')
              .values({
                cart_id: cart.id,
                product_id: product.id,
                quantity: line.quantity,
                weight: line.weight ?? null,
                cart_item_info: info,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
      }
      return contents;
    },
    { productIds },
  );
  notify.info(CART_MESSAGES.added);
  if (ignoredAlternatives) notify.warning(CART_MESSAGES.alternativesIgnored);
  return cart;
}

/**
 * A cart line's pieces and weight once more of its product is added (a shopper's add, a past
 * order copied in): the weight grows with the pieces, and each stops at its cap
 * (docs/requirements/cart.md, "Quantities").
 */
export function lineAfterAdding(
  existing: Pick<CartItemRow, 'quantity' | 'weight'>,
  added: { quantity: number; weight?: number | null | undefined },
): Pick<CartItemRow, 'quantity' | 'weight'> {
  return {
    quantity: Math.min(MAX_LINE_PIECES, existing.quantity + added.quantity),
    weight:
      added.weight === undefined || added.weight === null
        ? existing.weight
        : Math.min(MAX_LINE_WEIGHT_KG, round3((existing.weight ?? 0) + added.weight)),
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

async function cartItemsOf(trx: Transaction<Database>, cartId: number, itemIds: number[]) {
  const rows = await trx
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', 'in', itemIds)
    .execute();
  if (rows.length !== new Set(itemIds).size) throw notFound(CART_MESSAGES.itemNotFound);
  const products = await loadPricedProducts(
    trx,
    rows.map((row) => row.product_id),
  );
  return rows.map((row) => ({ row, product: products.get(row.product_id)! }));
}

/** Sets new quantities (or weights); quantity 0 removes the line. */
export async function updateProducts(
  db: Db,
  userId: number,
  lines: Array<{ itemId: number; quantity: number; weight?: number }>,
): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    const found = await cartItemsOf(
      trx,
      cart.id,
      lines.map((line) => line.itemId),
    );
    for (const line of lines) {
      const { row, product } = found.find((f) => f.row.id === line.itemId)!;
      const rule = ruleInput(row, product);
      if (!canEditCartItem(rule))
        throw new BusinessError(CART_MESSAGES.notEditable(product.name), 'NOT_EDITABLE');
      if (!hasQuantityControls(rule))
        throw new BusinessError(CART_MESSAGES.noQuantityChange(product.name), 'NO_QUANTITY_CHANGE');
      if (line.quantity === 0) {
        await trx.deleteFrom('cart_items').where('id', '=', row.id).execute();
        continue;
      }
      await trx
        .updateTable('cart_items')
        .set({
          quantity: line.quantity,
          ...(line.weight !== undefined ? { weight: line.weight } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/** Removes lines; lines that are not editable are refused. */
export async function removeProducts(db: Db, userId: number, itemIds: number[]): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    const found = await cartItemsOf(trx, cart.id, itemIds);
    for (const { row, product } of found) {
      if (!canEditCartItem(ruleInput(row, product)))
        throw new BusinessError(CART_MESSAGES.notEditable(product.name), 'NOT_EDITABLE');
      await trx.deleteFrom('cart_items').where('id', '=', row.id).execute();
    }
  });
}

/**
 * Deletes the user's pending subscription plan: the plan put in the cart with
 * `subscriptions.add` (its nature-10 line). Used by `cart.empty` and `subscriptions.delete`.
 */
export async function deleteSubscriptionItems(
  trx: Transaction<Database>,
  cartId: number,
  planId?: number,
): Promise<number> {
  const items = await trx
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select(['cart_items.id', 'cart_items.cart_item_info'])
    .where('cart_items.cart_id', '=', cartId)
    .where('products.nature_id', '=', Number(PRODUCT_NATURE.SUBSCRIPTION))
    .execute();
  const doomed = items.filter(
    (item) =>
      planId === undefined || String(item.cart_item_info.SUBSCRIPTION_PLAN_ID) === String(planId),
  );
  if (doomed.length > 0)
    await trx
      .deleteFrom('cart_items')
      .where(
        'id',
        'in',
        doomed.map((item) => item.id),
      )
      .execute();
  return doomed.length;
}

/** Removes every editable line, then the subscription plan of the subscription line. */
export async function emptyCart(db: Db, userId: number): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    await deleteSubscriptionItems(trx, cart.id);
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cart.id)
      .where('editable', '=', true)
      .execute();
  });
}

/** Sets `need_invoice`, `PERSON_FISCAL_ID` (one of the user's fiscal persons) or `order_comment`. */
export async function setCartInfo(
  db: Db,
  userId: number,
  property: 'need_invoice' | 'PERSON_FISCAL_ID' | 'order_comment',
  value: string,
): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    if (property === 'need_invoice') {
      await trx
        .updateTable('carts')
        .set({ need_invoice: value === 'true', person_fiscal_id: null })
        .where('id', '=', cart.id)
        .execute();
      return;
    }
    if (property === 'order_comment') {
      await trx
        .updateTable('carts')
        .set({ order_comment: value.trim() === '' ? null : value.trim() })
        .where('id', '=', cart.id)
        .execute();
      return;
    }
    if (value === '') {
      await trx
        .updateTable('carts')
        .set({ person_fiscal_id: null })
        .where('id', '=', cart.id)
        .execute();
      return;
    }
    const person = await trx
      .selectFrom('fiscal_persons')
      .select('id')
      .where('id', '=', Number(value))
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(() => notFound(CART_MESSAGES.fiscalPersonNotFound));
    await trx
      .updateTable('carts')
      .set({ person_fiscal_id: person.id })
      .where('id', '=', cart.id)
      .execute();
  });
}

/**
 * Sets one option (`size`, `accept_alternatives`, `SUBSCRIPTION_PLAN_ID`, `REWARD`, `user_notes`)
 * on lines.
 */
export async function setCartItemInfo(
  db: Db,
  userId: number,
  name: 'size' | 'accept_alternatives' | 'SUBSCRIPTION_PLAN_ID' | 'REWARD' | 'user_notes',
  value: string,
  itemIds: number[],
): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    const found = await cartItemsOf(trx, cart.id, itemIds);
    for (const { row, product } of found) {
      if (!canEditCartItem(ruleInput(row, product)))
        throw new BusinessError(CART_MESSAGES.notEditable(product.name), 'NOT_EDITABLE');
      if (
        name === 'accept_alternatives' &&
        value === 'true' &&
        !eligibleForAlternatives(row, product)
      )
        throw new BusinessError(CART_MESSAGES.noAlternatives(product.name), 'NO_ALTERNATIVES');
      if (name === 'SUBSCRIPTION_PLAN_ID' && value !== '') {
        const plan = await trx
          .selectFrom('subscription_plans')
          .select('id')
          .where('id', '=', Number(value))
          .where('product_id', '=', row.product_id)
          .executeTakeFirst();
        if (!plan) throw new HttpError(400, CART_MESSAGES.wrongPlan, 'WRONG_PLAN');
      }
      const info = { ...row.cart_item_info };
      if (value === '') delete info[name];
      else info[name] = value;
      await trx
        .updateTable('cart_items')
        .set({ cart_item_info: info, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/** Gives a slot's place back (the cart no longer holds it). */
export async function releaseSlot(trx: Executor, slotId: number | null): Promise<void> {
  if (slotId === null) return;
  await trx
    .updateTable('timeslots')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('id', '=', slotId)
    .where('taken', '>', 0)
    .execute();
}

/** Chooses the delivery service and address; a slot of another store or service is released. */
export async function setCartAddress(
  db: Db,
  userId: number,
  serviceId: number,
  addressId: number,
): Promise<WireCart> {
  const coverage = await resolveDeliveryAddress(db, userId, serviceId, addressId);
  return changeCart(db, userId, async (trx, cart) => {
    const keepsSlot =
      cart.warehouse_id === coverage.warehouseId && cart.delivery_service_id === serviceId;
    if (!keepsSlot) await releaseSlot(trx, cart.timeslot_id);
    await trx
      .updateTable('carts')
      .set({
        delivery_service_id: serviceId,
        address_id: coverage.address.id,
        warehouse_id: coverage.warehouseId,
        ...(keepsSlot ? {} : { timeslot_id: null, timeslot_reserved_until: null }),
      })
      .where('id', '=', cart.id)
      .execute();
  });
}

/**
 * Chooses a slot: its place is taken with one conditional UPDATE (`taken < capacity`), so a
 * slot is never overbooked however many carts choose it at once; the previous slot is released,
 * and its hold with it (docs/requirements/delivery.md#holding-the-time-slot).
 */
export async function setCartTimeslot(
  db: Db,
  userId: number,
  date: string,
  timeslotId: number,
): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    if (cart.warehouse_id === null || cart.delivery_service_id === null)
      throw new HttpError(400, CART_MESSAGES.chooseAddress, 'NO_ADDRESS');
    if (date < romeNow().date) throw new HttpError(400, CART_MESSAGES.slotPast, 'PAST_DATE');
    const slot = await trx
      .selectFrom('timeslots')
      .selectAll()
      .where('id', '=', timeslotId)
      .where('warehouse_id', '=', cart.warehouse_id)
      .where('delivery_service_id', '=', cart.delivery_service_id)
      .executeTakeFirstOrThrow(() => notFound('Fascia oraria non trovata'));
    const slotDate = slot.date.toISOString().slice(0, 10);
    if (slotDate !== date) throw new HttpError(400, CART_MESSAGES.slotWrongDate, 'WRONG_DATE');
    if (cart.timeslot_id === slot.id) return;
    if (isSlotClosed(slotDate, slot.begin_time))
      throw new BusinessError(CART_MESSAGES.slotClosed, 'TIMESLOT_CLOSED');
    // Lock both slot rows in id order, so two carts swapping slots never deadlock.
    await trx
      .selectFrom('timeslots')
      .select('id')
      .where('id', 'in', cart.timeslot_id !== null ? [slot.id, cart.timeslot_id] : [slot.id])
      .orderBy('id')
      .forUpdate()
      .execute();
    const taken = await trx
      .updateTable('timeslots')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('id', '=', slot.id)
      .whereRef('taken', '<', 'capacity')
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw new BusinessError(CART_MESSAGES.slotFull, 'TIMESLOT_FULL');
    await releaseSlot(trx, cart.timeslot_id);
    await endSlotHold(trx, userId, cart.timeslot_id);
    // A hold is of the slot it was asked for: the new slot starts without one, and is held
    // (`order/reserve-time`) for the full time from its choice, never for what the previous
    // slot's hold had left (docs/requirements/delivery.md#holding-the-time-slot).
    await trx
      .updateTable('carts')
      .set({ timeslot_id: slot.id, timeslot_reserved_until: null })
      .where('id', '=', cart.id)
      .execute();
  });
}

/** Ends now the running `order/reserve-time` holds of a slot the cart no longer has. */
async function endSlotHold(trx: Executor, userId: number, slotId: number | null): Promise<void> {
  if (slotId === null) return;
  const now = new Date();
  await trx
    .updateTable('reservations')
    .set({ expires_at: now })
    .where('kind', '=', 'reserve-time')
    .where('user_id', '=', userId)
    .where('timeslot_id', '=', slotId)
    .where('expires_at', '>', now)
    .execute();
}

/** Freezes the cart before buying: needs lines, an address and a slot. */
export async function lockCart(db: Db, userId: number): Promise<WireCart> {
  return changeCart(
    db,
    userId,
    async (trx, cart) => {
      if (cart.status === 'locked') return;
      const count = await trx
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cart_id', '=', cart.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) === 0) throw new BusinessError(CART_MESSAGES.emptyCart, 'EMPTY_CART');
      if (cart.address_id === null)
        throw new HttpError(400, CART_MESSAGES.chooseAddress, 'NO_ADDRESS');
      if (cart.timeslot_id === null)
        throw new HttpError(400, CART_MESSAGES.chooseSlot, 'NO_TIMESLOT');
      await trx
        .updateTable('carts')
        .set({ status: 'locked', locked_at: new Date() })
        .where('id', '=', cart.id)
        .execute();
    },
    { allowLocked: true },
  );
}

/**
 * Reopens a locked cart. A payment still open at the provider for it is cancelled, so an
 * amount computed before the next change can never be paid.
 */
export async function unlockCart(db: Db, userId: number): Promise<WireCart> {
  return changeCart(
    db,
    userId,
    async (trx, cart) => {
      if (cart.status !== 'locked') return;
      await reopenCart(trx, cart.id);
    },
    { allowLocked: true },
  );
}

/** Back to `open`, cancelling the provider sessions still open for its order. */
export async function reopenCart(trx: Transaction<Database>, cartId: number): Promise<void> {
  await trx
    .updateTable('carts')
    .set({ status: 'open', locked_at: null })
    .where('id', '=', cartId)
    .where('status', '=', 'locked')
    .execute();
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (order) await cancelOpenPayments(trx, order.id);
}

/** Cancels the provider sessions of an order that are still open (created or awaiting action). */
export async function cancelOpenPayments(
  trx: Transaction<Database>,
  orderId: number,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'requires_action'])
    .execute();
}
