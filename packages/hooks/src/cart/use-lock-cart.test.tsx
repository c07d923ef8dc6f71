import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, refused, server } from '../testing/server';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useLockCart, useUnlockCart } from './use-lock-cart';

describe('useLockCart', () => {
  it('caches the locked cart the server answers', async () => {
    const { wrapper, queryClient } = createTestContext();
    const locked = aCart({ cartStatusId: 2, locked: true });
    server.use(http.post('/ebsn/api/cart/lock', () => Response.json(ok(locked))));
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useLockCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(locked);
  });

  it("exposes the server's Italian refusal", async () => {
    const { wrapper } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/lock', () =>
        Response.json(refused('La fascia oraria non è più disponibile.')),
      ),
    );
    const { result } = renderHook(() => useLockCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() =>
      expect(result.current.error?.message).toBe('La fascia oraria non è più disponibile.'),
    );
  });
});

describe('useUnlockCart', () => {
  it('caches the open cart the server answers', async () => {
    const { wrapper, queryClient } = createTestContext();
    const open = aCart({ cartStatusId: 1, locked: false });
    server.use(http.post('/ebsn/api/cart/unlock', () => Response.json(ok(open))));
    queryClient.setQueryData(cartKeys.detail(), aCart({ cartStatusId: 2, locked: true }));
    const { result } = renderHook(() => useUnlockCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(open);
  });

  it("exposes the server's Italian refusal", async () => {
    const { wrapper } = createTestContext();
    server.use(
      http.post('/ebsn/api/cart/unlock', () => Response.json(refused('Ordine già pagato.'))),
    );
    const { result } = renderHook(() => useUnlockCart(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.error?.message).toBe('Ordine già pagato.'));
  });
});
