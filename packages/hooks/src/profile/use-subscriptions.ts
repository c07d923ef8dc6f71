import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { defaultHookMessages } from '../messages';
import { useCarrelloClient, useCarrelloContext } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import { subscriptionKeys, type SubscriptionPlanParams } from './profile-keys';
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

/** What the subscription plan mutations send. */
export interface SubscriptionPlanVariables {
  /** The plan to subscribe to or cancel. */
  subscriptionPlanId: number;
}

/** What the subscription plan mutations answer: the plans. */
export type SubscriptionPlansResult = DataOf<'/ebsn/api/subscription-plan/add', 'post'>;

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
  return useMutation({
    ...options,
    mutationFn: ({ subscriptionPlanId }: SubscriptionPlanVariables) =>
      client.subscriptions.add({ subscriptionPlanId }),
    onSuccess: (data, ...rest) => {
      // spec 7.5: "a success toast is shown when no messages are returned". The envelope's infos
      // reach the SDK's onInfos, not this hook, so the toast is always sent on success.
      notify({ type: 'success', message: messages.subscriptionAdded });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return options.onSuccess?.(data, ...rest);
    },
  });
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
  return useMutation({
    ...options,
    mutationFn: ({ subscriptionPlanId }: SubscriptionPlanVariables) =>
      client.subscriptions.delete({ subscriptionPlanId }),
    onSuccess: (data, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return options.onSuccess?.(data, ...rest);
    },
  });
}
