import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cartKeys } from '../cart/cart-keys';
import { http, ok, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { requestJson } from '../testing/request-text';
import { serveInTurn, serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart } from '../cart/cart-fixtures';
import { plan } from './profile-fixtures';
import {
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useSubscriptionPlans,
} from './use-subscriptions';

const subscribed = { ...plan, subscribed: true };

describe('useAddSubscriptionPlan', () => {
  it('shows a success toast, sends the plan and reloads the plans', async () => {
    serveInTurn(
      { get: '/ebsn/api/subscription-plan/list' },
      { subscriptionPlans: [plan] },
      { subscriptionPlans: [subscribed] },
    );
    const sent = serveOk(
      { post: '/ebsn/api/subscription-plan/add' },
      { subscriptionPlans: [subscribed] },
      requestJson,
    );
    const { wrapper, notify } = createTestContext();
    const { result } = renderHook(
      () => ({ plans: useSubscriptionPlans({ details: true }), add: useAddSubscriptionPlan() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plans.isSuccess).toBe(true));

    act(() => result.current.add.mutate({ subscriptionPlanId: 2 }));

    await waitFor(() =>
      expect(result.current.plans.data?.subscriptionPlans[0]?.subscribed).toBe(true),
    );
    expect(sent).toEqual([{ subscriptionPlanId: 2 }]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Abbonamento aggiunto',
    });
  });

  it('marks the cart stale: the server put the plan in it', async () => {
    server.use(
      http.post('/ebsn/api/subscription-plan/add', () =>
        Response.json(ok({ subscriptionPlans: [subscribed] })),
      ),
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useAddSubscriptionPlan(), { wrapper });

    act(() => result.current.mutate({ subscriptionPlanId: 2 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
  });

  it("gives the server's message and no toast when it refuses", async () => {
    const { notify } = await expectServerRefusal(
      {
        post: '/ebsn/api/subscription-plan/add',
        status: 409,
        message: 'Sei già abbonato a questo piano',
      },
      () => useAddSubscriptionPlan(),
      (hook) => hook.mutate({ subscriptionPlanId: 2 }),
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('useDeleteSubscriptionPlan', () => {
  it('sends the plan and reloads the plans', async () => {
    const planRequests = serveInTurn(
      { get: '/ebsn/api/subscription-plan/list' },
      { subscriptionPlans: [subscribed] },
      { subscriptionPlans: [plan] },
    );
    const sent = serveOk(
      { post: '/ebsn/api/subscription-plan/delete' },
      { subscriptionPlans: [plan] },
      requestJson,
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ plans: useSubscriptionPlans(), remove: useDeleteSubscriptionPlan() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plans.isSuccess).toBe(true));

    act(() => result.current.remove.mutate({ subscriptionPlanId: 2 }));

    await waitFor(() =>
      expect(result.current.plans.data?.subscriptionPlans[0]?.subscribed).toBe(false),
    );
    expect(sent).toEqual([{ subscriptionPlanId: 2 }]);
    expect(planRequests).toHaveLength(2);
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      {
        post: '/ebsn/api/subscription-plan/delete',
        status: 404,
        message: 'Abbonamento non trovato',
      },
      () => useDeleteSubscriptionPlan(),
      (hook) => hook.mutate({ subscriptionPlanId: 7 }),
    );
  });
});
