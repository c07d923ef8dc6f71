import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { changeCart, deleteSubscriptionItems } from './cart';

/** Italian texts of the subscriptions area. */
const SUBSCRIPTION_MESSAGES = {
  notFound: 'Piano di abbonamento non trovato',
  alreadySubscribed: 'Hai già questo abbonamento',
  alreadyInCart: 'Questo abbonamento è già nel carrello',
  added: 'Abbonamento aggiunto al carrello',
} as const;

/** Subscription plans with the user's state; `details` adds the benefits. */
export async function listSubscriptionPlans(db: Db, userId: number, details = false) {
  const [plans, active] = await Promise.all([
    db.selectFrom('subscription_plans').selectAll().orderBy('id').execute(),
    db
      .selectFrom('user_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', new Date())
      .execute(),
  ]);
  return {
    subscriptionPlans: plans.map((plan) => {
      const subscription = active.find((s) => s.subscription_plan_id === plan.id);
      return {
        subscriptionPlanId: plan.id,
        name: plan.name,
        descr: plan.descr,
        price: plan.price,
        periodMonths: plan.period_months,
        ...(plan.product_id !== null ? { productId: plan.product_id } : {}),
        subscribed: subscription !== undefined,
        ...(subscription ? { expireDate: subscription.expires_at.toISOString().slice(0, 10) } : {}),
        ...(details ? { benefits: plan.benefits.map(String) } : {}),
      };
    }),
  };
}

async function planOf(db: Db, planId: number) {
  return db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('id', '=', planId)
    .executeTakeFirstOrThrow(() => notFound(SUBSCRIPTION_MESSAGES.notFound));
}

/** Puts a plan in the cart as its nature-10 product; 409 when the user already has it. */
export async function addSubscriptionPlan(db: Db, userId: number, planId: number) {
  const plan = await planOf(db, planId);
  if (plan.product_id === null) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  const productId = plan.product_id;
  const active = await db
    .selectFrom('user_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('subscription_plan_id', '=', plan.id)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (active) throw new HttpError(409, SUBSCRIPTION_MESSAGES.alreadySubscribed, 'SUBSCRIBED');
  await changeCart(db, userId, async (trx, cart) => {
    const inserted = await trx
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        product_id: productId,
        quantity: 1,
        cart_item_info: { SUBSCRIPTION_PLAN_ID: String(plan.id) },
      })
      .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, SUBSCRIPTION_MESSAGES.alreadyInCart, 'IN_CART');
  });
  return listSubscriptionPlans(db, userId);
}

/** Removes a plan: its cart line and the user's running subscription to it. */
export async function deleteSubscriptionPlan(db: Db, userId: number, planId: number) {
  const plan = await planOf(db, planId);
  await changeCart(db, userId, async (trx, cart) => {
    await deleteSubscriptionItems(trx, cart.id, plan.id);
    await trx
      .updateTable('user_subscriptions')
      .set({ cancelled_at: new Date() })
      .where('user_id', '=', userId)
      .where('subscription_plan_id', '=', plan.id)
      .where('cancelled_at', 'is', null)
      .execute();
  });
  return listSubscriptionPlans(db, userId);
}
