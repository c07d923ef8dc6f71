import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { aCart, aCartItem } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useSetCartItemInfo } from './use-set-cart-item-info';

describe('useSetCartItemInfo', () => {
  it('sends the info for the lines and caches the answered cart', async () => {
    const { wrapper, queryClient } = createTestContext();
    const bodies: unknown[] = [];
    const answered = aCart({ cartItems: [aCartItem({ cartItemInfo: { size: 'fette' } })] });
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', async ({ request }) => {
        bodies.push(await request.json());
        return Response.json(ok(answered));
      }),
    );
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useSetCartItemInfo(), { wrapper });

    act(() => result.current.mutate({ name: 'size', value: 'fette', items: [70011] }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ name: 'size', value: 'fette', items: [70011] }]);
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("exposes the server's Italian refusal", async () => {
    const { wrapper } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/set-cart-item-info', () =>
        Response.json(refused('Opzione non valida.')),
      ),
    );
    const { result } = renderHook(() => useSetCartItemInfo(), { wrapper });

    act(() => result.current.mutate({ name: 'size', value: 'x', items: [1] }));

    await waitFor(() => expect(result.current.error?.message).toBe('Opzione non valida.'));
  });
});
