import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import {
  addressKeys,
  anonOrderKeys,
  giftKeys,
  listKeys,
  orderKeys,
  subscriptionKeys,
  type OrderListParams,
  type SubscriptionPlanParams,
} from './profile-keys';

/** Query option factories of orders; route loaders pass them to `queryClient.ensureQueryData`. */
export const orderQueries = {
  /** A page of the user's orders; the previous page stays shown while the next one loads. */
  list: (client: EbsnClient, params: OrderListParams = {}) =>
    queryOptions<DataOf<'/ebsn/api/order/list', 'get'>, CarrelloError>({
      queryKey: orderKeys.list(params),
      queryFn: ({ signal }) => client.orders.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),

  /** One order with its items, time slot and shipping address; disabled without an id. */
  detail: (client: EbsnClient, orderId: number | undefined) =>
    queryOptions<DataOf<'/ebsn/api/order/view', 'get'>, CarrelloError>({
      queryKey: orderKeys.detail(orderId),
      queryFn:
        orderId === undefined
          ? skipToken
          : ({ signal }) => client.orders.get({ order_id: orderId }, { signal }),
    }),
};

/** Query option factories of orders opened with an access token (the e-mailed link). */
export const anonOrderQueries = {
  /** The orders an access token opens; disabled without a token. */
  list: (client: EbsnClient, accessToken: string | undefined) =>
    queryOptions<DataOf<'/ebsn/api/token-order/list', 'get'>, CarrelloError>({
      queryKey: anonOrderKeys.list(accessToken),
      queryFn:
        accessToken === undefined
          ? skipToken
          : ({ signal }) => client.orders.anonList({ access_token: accessToken }, { signal }),
    }),

  /** One order through an access token; disabled without order id or token. */
  detail: (client: EbsnClient, orderId: number | undefined, accessToken: string | undefined) =>
    queryOptions<DataOf<'/ebsn/api/token-order/view', 'get'>, CarrelloError>({
      queryKey: anonOrderKeys.detail(orderId, accessToken),
      queryFn:
        orderId === undefined || accessToken === undefined
          ? skipToken
          : ({ signal }) =>
              client.orders.anonGet({ order_id: orderId, access_token: accessToken }, { signal }),
    }),
};

/** Query option factories of shopping lists. */
export const listQueries = {
  /** The user's shopping lists (name, size, default flag). */
  lists: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/wishlist/list', 'get'>, CarrelloError>({
      queryKey: listKeys.lists(),
      queryFn: ({ signal }) => client.lists.list({ signal }),
    }),

  /** One shopping list with its items; disabled without an id. */
  detail: (client: EbsnClient, listId: number | undefined) =>
    queryOptions<DataOf<'/ebsn/api/wishlist/view', 'get'>, CarrelloError>({
      queryKey: listKeys.detail(listId),
      queryFn:
        listId === undefined
          ? skipToken
          : ({ signal }) => client.lists.get({ list_id: listId }, { signal }),
    }),
};

/** Query option factories of the user's own delivery addresses. */
export const addressQueries = {
  /** The user's delivery addresses. */
  list: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/user-address/list', 'get'>, CarrelloError>({
      queryKey: addressKeys.list(),
      queryFn: ({ signal }) => client.addresses.list({ signal }),
    }),

  /** One of the user's addresses; disabled without an id (e.g. the "new address" form). */
  detail: (client: EbsnClient, addressId: number | undefined) =>
    queryOptions<DataOf<'/ebsn/api/user-address/view', 'get'>, CarrelloError>({
      queryKey: addressKeys.detail(addressId),
      queryFn:
        addressId === undefined
          ? skipToken
          : ({ signal }) => client.addresses.get({ address_id: addressId }, { signal }),
    }),
};

/** Query option factories of gift certificates and loyalty rewards. */
export const giftQueries = {
  /** The user's gift certificates. */
  certificates: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/gift-certificate/list', 'get'>, CarrelloError>({
      queryKey: giftKeys.certificates(),
      queryFn: ({ signal }) => client.gifts.list({ signal }),
    }),

  /** The rewards catalogue with the user's points. */
  rewards: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/reward/list', 'get'>, CarrelloError>({
      queryKey: giftKeys.rewards(),
      queryFn: ({ signal }) => client.gifts.rewards({ signal }),
    }),

  /** The rewards the user has requested. */
  requestedRewards: (client: EbsnClient) =>
    queryOptions<DataOf<'/ebsn/api/reward/requested-list', 'get'>, CarrelloError>({
      queryKey: giftKeys.requestedRewards(),
      queryFn: ({ signal }) => client.gifts.requestedRewards({ signal }),
    }),
};

/** Query option factories of subscription plans. */
export const subscriptionQueries = {
  /** The subscription plans, with their details when `details` is true (docs/requirements/account.md). */
  list: (client: EbsnClient, params: SubscriptionPlanParams = {}) => {
    // One key for `{}` and `{ details: false }`: they ask the same thing.
    const details = params.details === true;
    return queryOptions<DataOf<'/ebsn/api/subscription-plan/list', 'get'>, CarrelloError>({
      queryKey: subscriptionKeys.list({ details }),
      queryFn: ({ signal }) =>
        client.subscriptions.list(details ? { details: true } : {}, { signal }),
    });
  },
};
