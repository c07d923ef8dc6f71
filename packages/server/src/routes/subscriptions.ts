import {
  addSubscriptionPlan,
  deleteSubscriptionPlan,
  listSubscriptionPlans,
} from '../services/subscriptions';
import type { Handlers } from './registry';

/** Handlers of the subscription plans area. */
export const subscriptionsHandlers: Handlers = {
  'subscriptions.list': async (ctx) =>
    listSubscriptionPlans(ctx.db, ctx.requireUser().id, ctx.query.details === true),
  'subscriptions.add': async (ctx) =>
    addSubscriptionPlan(ctx.db, ctx.requireUser().id, ctx.body.subscriptionPlanId),
  'subscriptions.delete': async (ctx) =>
    deleteSubscriptionPlan(ctx.db, ctx.requireUser().id, ctx.body.subscriptionPlanId),
};
