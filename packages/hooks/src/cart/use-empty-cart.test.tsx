import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useEmptyCart } from './use-empty-cart';

const subscriptionItem = aCartItem({
  itemId: 2,
  product: aProduct({ productId: 990003, productInfos: { PRODUCT_NATURE_ID: '10' } }),
  cartItemInfo: { SUBSCRIPTION_PLAN_ID: '3' },
});

describe('useEmptyCart', () => {
  it('empties the cart, then deletes the plan of the subscription line (docs/requirements/cart.md)', async () => {
    const { wrapper, queryClient } = createTestContext();
    const calls: string[] = [];
    const deleted: unknown[] = [];
    const emptied = aCart({ cartItems: [] });
    server.use(
      http.post('/ebsn/api/cart/empty', () => {
        calls.push('empty');
        return Response.json(ok(emptied));
      }),
      http.post('/ebsn/api/subscription-plan/delete', async ({ request }) => {
        calls.push('delete plan');
        deleted.push(await request.json());
        return Response.json(ok({ subscriptionPlans: [] }));
      }),
    );
    queryClient.setQueryData(
      cartKeys.detail(),
      aCart({ cartItems: [aCartItem({ itemId: 1 }), subscriptionItem] }),
    );
    const { result } = renderHook(() => useEmptyCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['empty', 'delete plan']);
    expect(deleted).toEqual([{ subscriptionPlanId: 3 }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(emptied);
  });

  it('deletes no plan when the cart has no subscription line', async () => {
    const { wrapper, queryClient } = createTestContext();
    let planDeletions = 0;
    server.use(
      http.post('/ebsn/api/cart/empty', () => Response.json(ok(aCart()))),
      http.post('/ebsn/api/subscription-plan/delete', () => {
        planDeletions += 1;
        return Response.json(ok({ subscriptionPlans: [] }));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [aCartItem()] }));
    const { result } = renderHook(() => useEmptyCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(planDeletions).toBe(0);
  });

  it('fails with the Italian message when the plan deletion is refused, keeping the emptied cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const emptied = aCart({ cartId: 5531, cartItems: [] });
    server.use(
      http.post('/ebsn/api/cart/empty', () => Response.json(ok(emptied))),
      http.post('/ebsn/api/subscription-plan/delete', () =>
        Response.json(refused('Abbonamento non trovato.')),
      ),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [subscriptionItem] }));
    const { result } = renderHook(() => useEmptyCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.error?.message).toBe('Abbonamento non trovato.'));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(emptied);
  });

  it("exposes the server's refusal to empty and sends no plan deletion", async () => {
    const { wrapper, queryClient } = createTestContext();
    let planDeletions = 0;
    server.use(
      http.post('/ebsn/api/cart/empty', () =>
        Response.json(refused('Il carrello è bloccato per il pagamento.'), { status: 409 }),
      ),
      http.post('/ebsn/api/subscription-plan/delete', () => {
        planDeletions += 1;
        return Response.json(ok({ subscriptionPlans: [] }));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [subscriptionItem] }));
    const { result } = renderHook(() => useEmptyCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() =>
      expect(result.current.error?.message).toBe('Il carrello è bloccato per il pagamento.'),
    );
    expect(planDeletions).toBe(0);
  });
});
