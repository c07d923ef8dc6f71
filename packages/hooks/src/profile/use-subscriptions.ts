import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { defaultHookMessages } from '../messages';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient, useCarrelloContext } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import type { SubscriptionPlanParams } from './profile-keys';
import {
  subscriptionMutations,
  type SubscriptionPlanVariables,
  type SubscriptionPlansResult,
} from './profile-mutations';
import { subscriptionQueries } from './profile-queries';

/** Text of the toast shown when a subscription plan is added (spec 7.5). */
export const SUBSCRIPTION_ADDED_MESSAGE = defaultHookMessages.subscriptionAdded;

/**
 * The subscription plans, with their details when `details` is true (spec 7.5).
 * @example
 * const { data } = useSubscriptionPlans({ details: true });
 * data?.subscriptionPlans.filter((plan) => plan.subscribed);
 */
export function useSubscriptionPlans(params: SubscriptionPlanParams = {}) {
  const client = useCarrelloClient();
  return useQuery(subscriptionQueries.list(client, params));
}

/**
 * Subscribes the user to a plan, which the server puts in the cart as a product: a success toast
 * goes to `notify` (spec 7.5), and the plans and the cart reload.
 * @example
 * const add = useAddSubscriptionPlan();
 * add.mutate({ subscriptionPlanId: 2 });
 */
export function useAddSubscriptionPlan(
  options: ProfileMutationOptions<SubscriptionPlansResult, SubscriptionPlanVariables> = {},
) {
  const client = useCarrelloClient();
  const { notify, messages } = useCarrelloContext();
  const queryClient = useQueryClient();
  return useMutation(
    withCallerOptions(
      subscriptionMutations.add(client, queryClient, { notify, messages }),
      options,
    ),
  );
}

/**
 * Cancels the user's subscription to a plan; the plans and the cart (which may hold the plan's
 * product) reload.
 * @example
 * const remove = useDeleteSubscriptionPlan();
 * remove.mutate({ subscriptionPlanId: 2 });
 */
export function useDeleteSubscriptionPlan(
  options: ProfileMutationOptions<SubscriptionPlansResult, SubscriptionPlanVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation(withCallerOptions(subscriptionMutations.delete(client, queryClient), options));
}
