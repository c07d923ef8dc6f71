import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cartKeys } from '../cart/cart-keys';
import { createTestContext } from '../testing/wrapper';
import { requestJson } from '../testing/request-text';
import { serveInTurn, serveOk } from '../testing/served-call';
import { refusalCase } from '../testing/server-refusal';
import { aCart } from '../cart/cart-fixtures';
import { plan } from './profile-fixtures';
import {
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useSubscriptionPlans,
} from './use-subscriptions';

const subscribed = { ...plan, subscribed: true };

describe.each([
  {
    hook: 'useAddSubscriptionPlan',
    useChange: useAddSubscriptionPlan,
    post: '/ebsn/api/subscription-plan/add',
    details: true,
    before: plan,
    after: subscribed,
    told: 'a success toast',
    toasts: [{ type: 'success', message: 'Abbonamento aggiunto' }],
  },
  {
    hook: 'useDeleteSubscriptionPlan',
    useChange: useDeleteSubscriptionPlan,
    post: '/ebsn/api/subscription-plan/delete',
    details: false,
    before: subscribed,
    after: plan,
    told: 'no toast',
    toasts: [],
  },
] as const)('$hook', ({ useChange, post, details, before, after, told, toasts }) => {
  it(`sends the plan, reloads the plans and shows ${told}`, async () => {
    const planRequests = serveInTurn(
      { get: '/ebsn/api/subscription-plan/list' },
      { subscriptionPlans: [before] },
      { subscriptionPlans: [after] },
    );
    const sent = serveOk({ post }, { subscriptionPlans: [after] }, requestJson);
    const { wrapper, notify } = createTestContext();
    const { result } = renderHook(
      () => ({ plans: useSubscriptionPlans({ details }), change: useChange() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plans.isSuccess).toBe(true));

    act(() => result.current.change.mutate({ subscriptionPlanId: 2 }));

    await waitFor(() =>
      expect(result.current.plans.data?.subscriptionPlans[0]?.subscribed).toBe(after.subscribed),
    );
    expect(sent).toEqual([{ subscriptionPlanId: 2 }]);
    expect(planRequests).toHaveLength(2);
    expect(notify.mock.calls.flat()).toEqual(toasts);
  });
});

describe('useAddSubscriptionPlan', () => {
  it('marks the cart stale: the server put the plan in it', async () => {
    serveOk({ post: '/ebsn/api/subscription-plan/add' }, { subscriptionPlans: [subscribed] });
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useAddSubscriptionPlan(), { wrapper });

    act(() => result.current.mutate({ subscriptionPlanId: 2 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
  });
});

describe.each([
  refusalCase(
    'useAddSubscriptionPlan',
    {
      post: '/ebsn/api/subscription-plan/add',
      status: 409,
      message: 'Sei già abbonato a questo piano',
    },
    () => useAddSubscriptionPlan(),
    (hook) => hook.mutate({ subscriptionPlanId: 2 }),
  ),
  refusalCase(
    'useDeleteSubscriptionPlan',
    { post: '/ebsn/api/subscription-plan/delete', status: 404, message: 'Abbonamento non trovato' },
    () => useDeleteSubscriptionPlan(),
    (hook) => hook.mutate({ subscriptionPlanId: 7 }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message and no toast when it refuses", async () => {
    const { notify } = await expectRefusal();
    expect(notify).not.toHaveBeenCalled();
  });
});
