import { renderHook } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';

import { http, ok, refused, server } from '../testing/server';
import { createTestContext, renderUntilError, renderUntilSuccess } from '../testing/wrapper';
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

type Answer = (request: Request) => Response;

interface QueryCase {
  hook: string;
  useHook: () => { data: unknown; isSuccess: boolean; isError: boolean; error: Error | null };
  /** The handler of the call, answering with `answer`. */
  handle: (answer: Answer) => HttpHandler;
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
    handle: (answer) => http.get('/ebsn/api/order/list', ({ request }) => answer(request)),
    served: { orders: [order], page: { selPage: 2, totPages: 3, itemsPerPage: 10, totItems: 21 } },
    query: '?page=2&page_size=10',
  },
  {
    hook: 'useAllOrders',
    useHook: () => useAllOrders({ page: 1 }),
    handle: (answer) => http.get('/ebsn/api/order/list', ({ request }) => answer(request)),
    served: { orders: [order] },
    query: '?page=1&all=true',
  },
  {
    hook: 'useOrder',
    useHook: () => useOrder(501),
    handle: (answer) => http.get('/ebsn/api/order/view', ({ request }) => answer(request)),
    served: order,
    query: '?order_id=501',
  },
  {
    hook: 'useAnonOrders',
    useHook: () => useAnonOrders('a1b2c3'),
    handle: (answer) => http.get('/ebsn/api/token-order/list', ({ request }) => answer(request)),
    served: { orders: [order] },
    query: '?access_token=a1b2c3',
  },
  {
    hook: 'useAnonOrder',
    useHook: () => useAnonOrder(501, 'a1b2c3'),
    handle: (answer) => http.get('/ebsn/api/token-order/view', ({ request }) => answer(request)),
    served: order,
    query: '?order_id=501&access_token=a1b2c3',
  },
  {
    hook: 'useLists',
    useHook: () => useLists(),
    handle: (answer) => http.get('/ebsn/api/wishlist/list', ({ request }) => answer(request)),
    served: { lists: [weekly] },
    query: '',
  },
  {
    hook: 'useList',
    useHook: () => useList(3),
    handle: (answer) => http.get('/ebsn/api/wishlist/view', ({ request }) => answer(request)),
    served: weeklyWithItems,
    query: '?list_id=3',
  },
  {
    hook: 'useUserAddresses',
    useHook: () => useUserAddresses(),
    handle: (answer) => http.get('/ebsn/api/user-address/list', ({ request }) => answer(request)),
    served: { addresses: [home] },
    query: '',
  },
  {
    hook: 'useUserAddress',
    useHook: () => useUserAddress(15),
    handle: (answer) => http.get('/ebsn/api/user-address/view', ({ request }) => answer(request)),
    served: home,
    query: '?address_id=15',
  },
  {
    hook: 'useBillingAddresses',
    useHook: () => useBillingAddresses(),
    handle: (answer) => http.get('/ebsn/api/person-fiscal/list', ({ request }) => answer(request)),
    served: { personFiscals: [rossi, bianchi] },
    // Only the persons with a billing address.
    expected: [rossi],
    query: '',
  },
  {
    hook: 'useGiftCertificates',
    useHook: () => useGiftCertificates(),
    handle: (answer) =>
      http.get('/ebsn/api/gift-certificate/list', ({ request }) => answer(request)),
    served: { giftCertificates: [voucher] },
    query: '',
  },
  {
    hook: 'useRewards',
    useHook: () => useRewards(),
    handle: (answer) => http.get('/ebsn/api/reward/list', ({ request }) => answer(request)),
    served: { products: [pasta], points: 1200 },
    query: '',
  },
  {
    hook: 'useRequestedRewards',
    useHook: () => useRequestedRewards(),
    handle: (answer) =>
      http.get('/ebsn/api/reward/requested-list', ({ request }) => answer(request)),
    served: { rewards: [requestedPasta] },
    query: '',
  },
  {
    hook: 'useSubscriptionPlans',
    useHook: () => useSubscriptionPlans({ details: true }),
    handle: (answer) =>
      http.get('/ebsn/api/subscription-plan/list', ({ request }) => answer(request)),
    served: { subscriptionPlans: [plan] },
    query: '?details=true',
  },
];

describe.each(cases)('$hook', ({ useHook, handle, served, expected, query }) => {
  it('gives what the server answers, asking with the right parameters', async () => {
    let asked: string | undefined;
    server.use(
      handle((request) => {
        asked = new URL(request.url).search;
        return Response.json(ok(served));
      }),
    );
    const { result } = await renderUntilSuccess(() => useHook());
    expect(result.current.data).toEqual(expected ?? served);
    expect(asked).toBe(query);
  });

  it("gives the server's message when it refuses", async () => {
    server.use(handle(() => Response.json(refused('Sessione scaduta'), { status: 401 })));
    const { result } = await renderUntilError(() => useHook());
    expect(result.current.error?.message).toBe('Sessione scaduta');
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
