import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Subscription plans (`/ebsn/api/subscription-plan/...`). */
export function subscriptionsResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the subscription plans, optionally with their details.
     * @example const { subscriptionPlans } = await client.subscriptions.list({ details: true });
     */
    list: endpoint.getWithOptionalQuery('/ebsn/api/subscription-plan/list'),

    /**
     * Subscribes the user to a plan; answers the plans.
     * @example await client.subscriptions.add({ subscriptionPlanId: 2 });
     */
    add: endpoint.postJson('/ebsn/api/subscription-plan/add'),

    /**
     * Cancels the user's subscription to a plan; answers the plans.
     * @example await client.subscriptions.delete({ subscriptionPlanId: 2 });
     */
    delete: endpoint.postJson('/ebsn/api/subscription-plan/delete'),
  };
}
