import type { RequestOptions, Transport } from '../transport';
import type { DataOf, JsonBodyOf, QueryOf } from './types';

/** Subscription plans (`/ebsn/api/subscription-plan/...`). */
export function subscriptionsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the subscription plans, optionally with their details.
     * @example const { subscriptionPlans } = await client.subscriptions.list({ details: true });
     */
    list: (
      query: QueryOf<'/ebsn/api/subscription-plan/list', 'get'> = {},
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/subscription-plan/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/subscription-plan/list', { params: { query }, ...options })),

    /**
     * Subscribes the user to a plan; answers the plans.
     * @example await client.subscriptions.add({ subscriptionPlanId: 2 });
     */
    add: (
      body: JsonBodyOf<'/ebsn/api/subscription-plan/add', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/subscription-plan/add', 'post'>> =>
      unwrap(api.POST('/ebsn/api/subscription-plan/add', { body, ...options })),

    /**
     * Cancels the user's subscription to a plan; answers the plans.
     * @example await client.subscriptions.delete({ subscriptionPlanId: 2 });
     */
    delete: (
      body: JsonBodyOf<'/ebsn/api/subscription-plan/delete', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/subscription-plan/delete', 'post'>> =>
      unwrap(api.POST('/ebsn/api/subscription-plan/delete', { body, ...options })),
  };
}
