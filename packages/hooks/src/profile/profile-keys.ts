import type { QueryOf } from '@carrello/sdk';

import { carrelloKeys } from '../keys';

/** Paging of the order list: `page`, `page_size`, and `all` to include closed orders. */
export type OrderListParams = QueryOf<'/ebsn/api/order/list', 'get'>;

/** Options of the subscription plan list. */
export interface SubscriptionPlanParams {
  /**
   * Whether plans come with their details (benefits, price).
   * @default false
   */
  details?: boolean | undefined;
}

/** Root of the profile area's keys, e.g. to drop them all at logout. */
export const profileKeys = {
  all: [...carrelloKeys.all, 'profile'] as const,
};

/** Query keys of the user's orders. */
export const orderKeys = {
  all: [...profileKeys.all, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: number | undefined) => [...orderKeys.details(), orderId] as const,
};

/** Query keys of orders opened with an access token, without signing in. */
export const anonOrderKeys = {
  all: [...profileKeys.all, 'anon-orders'] as const,
  list: (accessToken: string | undefined) => [...anonOrderKeys.all, 'list', accessToken] as const,
  detail: (orderId: number | undefined, accessToken: string | undefined) =>
    [...anonOrderKeys.all, 'detail', orderId, accessToken] as const,
};

/** Query keys of the user's shopping lists. */
export const listKeys = {
  all: [...profileKeys.all, 'lists'] as const,
  lists: () => [...listKeys.all, 'list'] as const,
  details: () => [...listKeys.all, 'detail'] as const,
  detail: (listId: number | undefined) => [...listKeys.details(), listId] as const,
};

/** Query keys of the user's own delivery addresses. */
export const addressKeys = {
  all: [...profileKeys.all, 'addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  details: () => [...addressKeys.all, 'detail'] as const,
  detail: (addressId: number | undefined) => [...addressKeys.details(), addressId] as const,
};

/** Query keys of gift certificates and loyalty rewards. */
export const giftKeys = {
  all: [...profileKeys.all, 'gifts'] as const,
  certificates: () => [...giftKeys.all, 'certificates'] as const,
  rewards: () => [...giftKeys.all, 'rewards'] as const,
  requestedRewards: () => [...giftKeys.all, 'requested-rewards'] as const,
};

/** Query keys of subscription plans. */
export const subscriptionKeys = {
  all: [...profileKeys.all, 'subscriptions'] as const,
  list: (params: SubscriptionPlanParams) => [...subscriptionKeys.all, 'list', params] as const,
};
