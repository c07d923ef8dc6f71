import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { requestSearch } from '../testing/request-text';
import { serveOk, type ServedCall } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import {
  bianchi,
  home,
  order,
  pasta,
  plan,
  requestedPasta,
  rossi,
  voucher,
  weekly,
  weeklyWithItems,
} from './profile-fixtures';
import { useAnonOrder, useAnonOrders } from './use-anon-orders';
import { useBillingAddresses } from './use-billing-addresses';
import { useGiftCertificates, useRequestedRewards, useRewards } from './use-gifts';
import { useList, useLists } from './use-lists';
import { useAllOrders, useOrder, useOrders } from './use-orders';
import { useSubscriptionPlans } from './use-subscriptions';
import { useUserAddress, useUserAddresses } from './use-user-addresses';

interface QueryCase {
  hook: string;
  useHook: () => { data: unknown; isSuccess: boolean; isError: boolean; error: Error | null };
  /** The call the hook makes. */
  call: ServedCall;
  /** What the server answers. */
  served: unknown;
  /** What the hook gives (the served data unless it selects). */
  expected?: unknown;
  /** Query string the hook sends. */
  query: string;
}

const cases: QueryCase[] = [
  {
    hook: 'useOrders',
    useHook: () => useOrders({ page: 2, page_size: 10 }),
    call: { get: '/ebsn/api/order/list' },
    served: { orders: [order], page: { selPage: 2, totPages: 3, itemsPerPage: 10, totItems: 21 } },
    query: '?page=2&page_size=10',
  },
  {
    hook: 'useAllOrders',
    useHook: () => useAllOrders({ page: 1 }),
    call: { get: '/ebsn/api/order/list' },
    served: { orders: [order] },
    query: '?page=1&all=true',
  },
  {
    hook: 'useOrder',
    useHook: () => useOrder(501),
    call: { get: '/ebsn/api/order/view' },
    served: order,
    query: '?order_id=501',
  },
  {
    hook: 'useAnonOrders',
    useHook: () => useAnonOrders('a1b2c3'),
    call: { get: '/ebsn/api/token-order/list' },
    served: { orders: [order] },
    query: '?access_token=a1b2c3',
  },
  {
    hook: 'useAnonOrder',
    useHook: () => useAnonOrder(501, 'a1b2c3'),
    call: { get: '/ebsn/api/token-order/view' },
    served: order,
    query: '?order_id=501&access_token=a1b2c3',
  },
  {
    hook: 'useLists',
    useHook: () => useLists(),
    call: { get: '/ebsn/api/wishlist/list' },
    served: { lists: [weekly] },
    query: '',
  },
  {
    hook: 'useList',
    useHook: () => useList(3),
    call: { get: '/ebsn/api/wishlist/view' },
    served: weeklyWithItems,
    query: '?list_id=3',
  },
  {
    hook: 'useUserAddresses',
    useHook: () => useUserAddresses(),
    call: { get: '/ebsn/api/user-address/list' },
    served: { addresses: [home] },
    query: '',
  },
  {
    hook: 'useUserAddress',
    useHook: () => useUserAddress(15),
    call: { get: '/ebsn/api/user-address/view' },
    served: home,
    query: '?address_id=15',
  },
  {
    hook: 'useBillingAddresses',
    useHook: () => useBillingAddresses(),
    call: { get: '/ebsn/api/person-fiscal/list' },
    served: { personFiscals: [rossi, bianchi] },
    // Only the persons with a billing address.
    expected: [rossi],
    query: '',
  },
  {
    hook: 'useGiftCertificates',
    useHook: () => useGiftCertificates(),
    call: { get: '/ebsn/api/gift-certificate/list' },
    served: { giftCertificates: [voucher] },
    query: '',
  },
  {
    hook: 'useRewards',
    useHook: () => useRewards(),
    call: { get: '/ebsn/api/reward/list' },
    served: { products: [pasta], points: 1200 },
    query: '',
  },
  {
    hook: 'useRequestedRewards',
    useHook: () => useRequestedRewards(),
    call: { get: '/ebsn/api/reward/requested-list' },
    served: { rewards: [requestedPasta] },
    query: '',
  },
  {
    hook: 'useSubscriptionPlans',
    useHook: () => useSubscriptionPlans({ details: true }),
    call: { get: '/ebsn/api/subscription-plan/list' },
    served: { subscriptionPlans: [plan] },
    query: '?details=true',
  },
];

describe.each(cases)('$hook', ({ useHook, call, served, expected, query }) => {
  it('gives what the server answers, asking with the right parameters', async () => {
    const asked = serveOk(call, served, requestSearch);
    const { result } = await renderUntilSuccess(() => useHook());
    expect(result.current.data).toEqual(expected ?? served);
    expect(asked).toEqual([query]);
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal({ ...call, status: 401, message: 'Sessione scaduta' }, () =>
      useHook(),
    );
  });
});

describe('profile queries without an id', () => {
  it.each([
    ['useOrder', () => useOrder(undefined)],
    ['useAnonOrders', () => useAnonOrders(undefined)],
    ['useAnonOrder', () => useAnonOrder(501, undefined)],
    ['useList', () => useList(undefined)],
    ['useUserAddress', () => useUserAddress(undefined)],
  ])('%s asks for nothing', async (_name, useHook) => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useHook(), { wrapper });
    // Any request would be unhandled and fail the test.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(result.current.fetchStatus).toBe('idle');
  });
});
