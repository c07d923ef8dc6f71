import { defaultHookMessages } from '../messages';
import { mutationHook } from '../mutation-options';
import { queryHook } from '../query-hook';
import { subscriptionMutations } from './profile-mutations';
import { subscriptionQueries } from './profile-queries';

/** Text of the toast shown when a subscription plan is added (docs/requirements/account.md). */
export const SUBSCRIPTION_ADDED_MESSAGE = defaultHookMessages.subscriptionAdded;

/**
 * The subscription plans, with their details when `details` is true (docs/requirements/account.md).
 * @example
 * const { data } = useSubscriptionPlans({ details: true });
 * data?.subscriptionPlans.filter((plan) => plan.subscribed);
 */
export const useSubscriptionPlans = queryHook(subscriptionQueries.list);

/**
 * Subscribes the user to a plan, which the server puts in the cart as a product: a success toast
 * goes to `notify` (docs/requirements/account.md), and the plans and the cart reload.
 * @example
 * const add = useAddSubscriptionPlan();
 * add.mutate({ subscriptionPlanId: 2 });
 */
export const useAddSubscriptionPlan = mutationHook(subscriptionMutations.add);

/**
 * Cancels the user's subscription to a plan; the plans and the cart (which may hold the plan's
 * product) reload.
 * @example
 * const remove = useDeleteSubscriptionPlan();
 * remove.mutate({ subscriptionPlanId: 2 });
 */
export const useDeleteSubscriptionPlan = mutationHook(subscriptionMutations.delete);
