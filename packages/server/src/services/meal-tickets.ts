import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { BusinessError, HttpError, notFound } from '../http/errors';
import { CART_MESSAGES, activeCartId, mealTicketWallets } from './cart';
import { hashToken, newToken } from './tokens';

/** Meal-voucher providers of the contract. */
type MealTicketProvider = 'edenred' | 'pellegrini' | 'sodexo' | 'day';

/** Italian texts of the meal-voucher area. */
const MEAL_TICKET_MESSAGES = {
  notFound: 'Buono pasto non trovato',
  signInFirst: (name: string) => `Accedi prima a ${name} per usare i tuoi buoni pasto`,
  wrongCredentials: 'Credenziali non corrette',
  missingCredentials: 'Indica utente e password',
  denied: 'Accesso non autorizzato dal fornitore dei buoni pasto',
  dataTooLarge: 'Dati troppo grandi',
  badVoucherCount: 'Indica quanti buoni usare (da 0 a 8)',
} as const;

/** Simulated wallets: vouchers of each provider once signed in (value × count). */
const WALLETS: Record<MealTicketProvider, { value: number; count: number }> = {
  edenred: { value: 8, count: 8 },
  pellegrini: { value: 7.5, count: 7 },
  sodexo: { value: 8, count: 5 },
  day: { value: 7, count: 10 },
};

/** Demo password of the Day provider (the simulated sign-in accepts any user with it). */
export const DAY_DEMO_PASSWORD = 'BuoniDay2026';

const LOGIN_MINUTES = 15;

async function typeOf(db: Db, paymentTypeId: number, provider?: MealTicketProvider) {
  let query = db
    .selectFrom('meal_ticket_types')
    .selectAll()
    .where('payment_type_id', '=', paymentTypeId);
  if (provider) query = query.where('provider', '=', provider);
  return query.executeTakeFirstOrThrow(() => notFound(MEAL_TICKET_MESSAGES.notFound));
}

async function typeOfProvider(db: Db, provider: MealTicketProvider) {
  return db
    .selectFrom('meal_ticket_types')
    .selectAll()
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow(() => notFound(MEAL_TICKET_MESSAGES.notFound));
}

async function upsertState(
  db: Db,
  userId: number,
  paymentTypeId: number,
  values: { logged?: boolean; selected?: boolean; data?: Record<string, unknown> },
) {
  const logged = values.logged;
  const wallet = await db
    .selectFrom('meal_ticket_types')
    .select('provider')
    .where('payment_type_id', '=', paymentTypeId)
    .executeTakeFirstOrThrow();
  const { value, count } = WALLETS[wallet.provider as MealTicketProvider] ?? { value: 0, count: 0 };
  const balance =
    logged === undefined
      ? {}
      : { balance: logged ? value * count : 0, ticket_count: logged ? count : 0 };
  await db
    .insertInto('user_meal_tickets')
    .values({
      user_id: userId,
      payment_type_id: paymentTypeId,
      logged: logged ?? false,
      selected: values.selected ?? false,
      data: values.data ?? {},
      ...balance,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'payment_type_id']).doUpdateSet({
        ...(logged !== undefined ? { logged } : {}),
        ...(values.selected !== undefined ? { selected: values.selected } : {}),
        ...(values.data !== undefined ? { data: values.data } : {}),
        ...balance,
        updated_at: new Date(),
      }),
    )
    .execute();
}

async function stateOf(db: Db, userId: number, paymentTypeId: number) {
  return db
    .selectFrom('user_meal_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('payment_type_id', '=', paymentTypeId)
    .executeTakeFirst();
}

/** The providers with the user's state. */
export async function listMealTicketTypes(db: Db, userId: number) {
  const [types, states] = await Promise.all([
    db.selectFrom('meal_ticket_types').selectAll().orderBy('payment_type_id').execute(),
    db.selectFrom('user_meal_tickets').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return {
    mealTicketTypes: types.map((type) => {
      const state = states.find((s) => s.payment_type_id === type.payment_type_id);
      return {
        paymentTypeId: type.payment_type_id,
        provider: type.provider as MealTicketProvider,
        name: type.name,
        descr: type.descr,
        selected: state?.selected ?? false,
        logged: state?.logged ?? false,
      };
    }),
  };
}

/** Chooses (or drops) a provider for the cart; only one at a time, and only once signed in. */
export async function selectMealTicket(
  db: Db,
  userId: number,
  paymentTypeId: number,
  select: boolean,
) {
  const type = await typeOf(db, paymentTypeId);
  const cartId = await activeCartId(db, userId);
  const cart = await db
    .selectFrom('carts')
    .select('status')
    .where('id', '=', cartId)
    .executeTakeFirstOrThrow();
  if (cart.status === 'locked') throw new BusinessError(CART_MESSAGES.locked, 'CART_LOCKED');
  const state = await stateOf(db, userId, paymentTypeId);
  if (select && !state?.logged)
    throw new BusinessError(MEAL_TICKET_MESSAGES.signInFirst(type.name), 'NOT_LOGGED_PROVIDER');
  await db.transaction().execute(async (trx) => {
    if (select)
      await trx
        .updateTable('user_meal_tickets')
        .set({ selected: false, updated_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
    await trx
      .updateTable('user_meal_tickets')
      .set({ selected: select, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('payment_type_id', '=', paymentTypeId)
      .execute();
  });
  return {};
}

/** Signs out of a provider: balance gone, no longer selected. */
export async function logoutMealTicket(db: Db, userId: number, paymentTypeId: number) {
  await typeOf(db, paymentTypeId);
  await upsertState(db, userId, paymentTypeId, { logged: false, selected: false, data: {} });
  return {};
}

/** Stores provider data; a Pluxee (Sodexo) card number signs the user in. */
export async function updateMealTicketData(
  db: Db,
  userId: number,
  paymentTypeId: number,
  data: Record<string, unknown>,
) {
  const type = await typeOf(db, paymentTypeId);
  if (JSON.stringify(data).length > 4000)
    throw new HttpError(400, MEAL_TICKET_MESSAGES.dataTooLarge, 'VALIDATION');
  if ('vouchersToUse' in data) {
    const count = data.vouchersToUse;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 8)
      throw new HttpError(400, MEAL_TICKET_MESSAGES.badVoucherCount, 'VALIDATION');
    // The vouchers change what the card pays: not while the cart is locked for payment.
    const cart = await db
      .selectFrom('carts')
      .select('status')
      .where('id', '=', await activeCartId(db, userId))
      .executeTakeFirstOrThrow();
    if (cart.status === 'locked') throw new BusinessError(CART_MESSAGES.locked, 'CART_LOCKED');
  }
  const previous = await stateOf(db, userId, paymentTypeId);
  const merged = { ...(previous?.data ?? {}), ...data };
  const cardNumber =
    typeof merged.cardNumber === 'string' ? merged.cardNumber.replace(/\s/g, '') : '';
  const logged = type.provider === 'sodexo' ? /^[0-9]{8,19}$/.test(cardNumber) : undefined;
  await upsertState(db, userId, paymentTypeId, {
    data: merged,
    ...(logged !== undefined ? { logged } : {}),
  });
  return {};
}

/** Balance of the user at a provider (the route's provider only). */
export async function mealTicketBalance(
  db: Db,
  userId: number,
  provider: MealTicketProvider,
  paymentTypeId: number,
) {
  await typeOf(db, paymentTypeId, provider);
  const state = await stateOf(db, userId, paymentTypeId);
  if (!state?.logged) return { paymentTypeId, logged: false };
  const { value } = WALLETS[provider];
  return {
    paymentTypeId,
    logged: true,
    balance: state.balance,
    tickets: [{ value, count: state.ticket_count }],
  };
}

/** Starts the Edenred sign-in: a page of this server that stands for the provider's. */
export async function startEdenredLogin(
  db: Db,
  config: ServerConfig,
  userId: number,
  paymentTypeId: number,
) {
  await typeOf(db, paymentTypeId, 'edenred');
  const state = newToken();
  const previous = await stateOf(db, userId, paymentTypeId);
  await upsertState(db, userId, paymentTypeId, {
    data: {
      ...(previous?.data ?? {}),
      loginStateHash: hashToken(state),
      loginExpiresAt: new Date(Date.now() + LOGIN_MINUTES * 60_000).toISOString(),
    },
  });
  return { loginUrl: `${config.publicUrl}/payment-provider/meal-ticket-login?state=${state}` };
}

/** Discards a sign-in started with `startEdenredLogin`. */
export async function discardEdenredLogin(db: Db, userId: number, paymentTypeId: number) {
  await typeOf(db, paymentTypeId, 'edenred');
  const previous = await stateOf(db, userId, paymentTypeId);
  if (previous) {
    const data = { ...previous.data };
    delete data.loginStateHash;
    delete data.loginExpiresAt;
    await upsertState(db, userId, paymentTypeId, { data });
  }
  return {};
}

/** The pending provider sign-in of a state token (its page), or null. */
export async function findMealTicketLogin(db: Db, state: string) {
  const row = await mealTicketWallets(db)
    .select([
      'user_meal_tickets.user_id',
      'user_meal_tickets.payment_type_id',
      'user_meal_tickets.data',
      'meal_ticket_types.name',
    ])
    .where((eb) =>
      eb(eb.ref('user_meal_tickets.data', '->>').key('loginStateHash'), '=', hashToken(state)),
    )
    .executeTakeFirst();
  if (!row) return null;
  const expires = Date.parse(String(row.data.loginExpiresAt ?? ''));
  if (!Number.isFinite(expires) || expires < Date.now()) return null;
  return {
    userId: row.user_id,
    paymentTypeId: row.payment_type_id,
    name: row.name,
    data: row.data,
  };
}

/** Completes (or cancels) a provider sign-in from its page. */
export async function completeMealTicketLogin(db: Db, state: string, accept: boolean) {
  if (!state) return false;
  const login = await findMealTicketLogin(db, state);
  if (!login) return false;
  const data = { ...login.data };
  delete data.loginStateHash;
  delete data.loginExpiresAt;
  await upsertState(db, login.userId, login.paymentTypeId, {
    data,
    ...(accept ? { logged: true } : {}),
  });
  return true;
}

/** Pellegrini sign-in from the mobile app with the authorisation code. */
export async function pellegriniCallback(
  db: Db,
  userId: number,
  code: string,
  variant: 'app' | 'tc',
) {
  const type = await typeOfProvider(db, 'pellegrini');
  if (code.toLowerCase().startsWith('denied'))
    throw new HttpError(401, MEAL_TICKET_MESSAGES.denied, 'PROVIDER_DENIED');
  const previous = await stateOf(db, userId, type.payment_type_id);
  await upsertState(db, userId, type.payment_type_id, {
    logged: true,
    data: { ...(previous?.data ?? {}), variant, codeHash: hashToken(code) },
  });
  return {};
}

/** Pellegrini sign-out from the mobile app. */
export async function pellegriniLogout(db: Db, userId: number) {
  const type = await typeOfProvider(db, 'pellegrini');
  await upsertState(db, userId, type.payment_type_id, { logged: false, selected: false, data: {} });
  return {};
}

/** Day sign-in with its credentials (simulated: any user name with the demo password). */
export async function dayLogin(db: Db, userId: number, user?: string, password?: string) {
  if (!user || !password)
    throw new HttpError(400, MEAL_TICKET_MESSAGES.missingCredentials, 'VALIDATION');
  const type = await typeOfProvider(db, 'day');
  if (password !== DAY_DEMO_PASSWORD)
    throw new HttpError(401, MEAL_TICKET_MESSAGES.wrongCredentials, 'PROVIDER_CREDENTIALS');
  await upsertState(db, userId, type.payment_type_id, { logged: true, data: { user } });
  return {};
}

/** Day sign-out. */
export async function dayLogout(db: Db, userId: number) {
  const type = await typeOfProvider(db, 'day');
  await upsertState(db, userId, type.payment_type_id, { logged: false, selected: false, data: {} });
  return {};
}
