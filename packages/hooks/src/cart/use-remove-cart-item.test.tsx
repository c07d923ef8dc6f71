import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { createTestContext } from '../testing/wrapper';
import { holdAnswer } from '../testing/hold-answer';
import { serveOk } from '../testing/served-call';
import { http, ok, server } from '../testing/server';
import { aCart, aCartItem } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useRemoveCartItem } from './use-remove-cart-item';

describe('useRemoveCartItem', () => {
  it('hides the line at once, sends its id, then caches the answered cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const bodies: unknown[] = [];
    const answer = holdAnswer();
    const kept = aCartItem({ itemId: 1 });
    const removed = aCartItem({ itemId: 2 });
    const answered = aCart({ cartItems: [kept], grossTotal: 1.2 });
    server.use(
      http.post('/ebsn/api/cart/remove-product', async ({ request }) => {
        bodies.push(await request.json());
        await answer.released;
        return Response.json(ok(answered));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartItems: [kept, removed] }));
    const { result } = renderHook(() => useRemoveCartItem(), { wrapper });

    act(() => result.current.mutate({ item: removed }));

    await waitFor(() =>
      expect(queryClient.getQueryData<Cart>(cartKeys.detail())).toMatchObject({
        cartItems: [{ itemId: 1 }],
        totalItems: 1,
      }),
    );
    answer.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ items: [{ itemId: 2 }] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  // A refusal from the server puts the old lines back and tells the shopper: the table of
  // optimistic cart changes in cart-mutations.test.tsx.

  it('refuses a line with editable false without a request (docs/requirements/cart.md)', async () => {
    const { wrapper, queryClient } = createTestContext();
    const requests = serveOk({ post: '/ebsn/api/cart/remove-product' }, aCart());
    const item = aCartItem({ editable: false });
    const before = aCart({ cartItems: [item] });
    queryClient.setQueryData(cartKeys.detail(), before);
    const { result } = renderHook(() => useRemoveCartItem(), { wrapper });

    act(() => result.current.mutate({ item }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'Questo prodotto non può essere modificato o rimosso dal carrello.',
    );
    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(before);
  });
});
