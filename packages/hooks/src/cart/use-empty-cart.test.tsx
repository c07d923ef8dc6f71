import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CartItem } from '@carrello/sdk';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { serveRefusal } from '../testing/server-refusal';
import { serveOk } from '../testing/served-call';
import { aCart, aCartItem, aProduct } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useEmptyCart } from './use-empty-cart';

const subscriptionItem = aCartItem({
  itemId: 2,
  product: aProduct({ productId: 990003, productInfos: { PRODUCT_NATURE_ID: '10' } }),
  cartItemInfo: { SUBSCRIPTION_PLAN_ID: '3' },
});

describe('useEmptyCart', () => {
  /** Empties the cached cart of `cartItems`: gives the mutation, just started, and the context. */
  function emptyCartOf(cartItems: CartItem[]) {
    const context = createTestContext();
    context.queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems }));
    const { result } = renderHook(() => useEmptyCart(), { wrapper: context.wrapper });
    act(() => result.current.mutate());
    return { ...context, result };
  }

  it('empties the cart, then deletes the plan of the subscription line (docs/requirements/cart.md)', async () => {
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
    const { result, queryClient } = emptyCartOf([aCartItem({ itemId: 1 }), subscriptionItem]);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['empty', 'delete plan']);
    expect(deleted).toEqual([{ subscriptionPlanId: 3 }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(emptied);
  });

  it('deletes no plan when the cart has no subscription line', async () => {
    serveOk({ post: '/ebsn/api/cart/empty' }, aCart());
    const planDeletions = serveOk(
      { post: '/ebsn/api/subscription-plan/delete' },
      { subscriptionPlans: [] },
    );
    const { result } = emptyCartOf([aCartItem()]);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(planDeletions).toEqual([]);
  });

  it('fails with the Italian message when the plan deletion is refused, keeping the emptied cart', async () => {
    const emptied = aCart({ cartId: 5531, cartItems: [] });
    server.use(
      http.post('/ebsn/api/cart/empty', () => Response.json(ok(emptied))),
      http.post('/ebsn/api/subscription-plan/delete', () =>
        Response.json(refused('Abbonamento non trovato.')),
      ),
    );
    const { result, queryClient } = emptyCartOf([subscriptionItem]);

    await waitFor(() => expect(result.current.error?.message).toBe('Abbonamento non trovato.'));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(emptied);
  });

  it("exposes the server's refusal to empty and sends no plan deletion", async () => {
    serveRefusal({
      post: '/ebsn/api/cart/empty',
      status: 409,
      message: 'Il carrello è bloccato per il pagamento.',
    });
    const planDeletions = serveOk(
      { post: '/ebsn/api/subscription-plan/delete' },
      { subscriptionPlans: [] },
    );
    const { result } = emptyCartOf([subscriptionItem]);

    await waitFor(() =>
      expect(result.current.error?.message).toBe('Il carrello è bloccato per il pagamento.'),
    );
    expect(planDeletions).toEqual([]);
  });
});
