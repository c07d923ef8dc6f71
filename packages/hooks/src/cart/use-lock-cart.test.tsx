import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext } from '../testing/wrapper';
import { http, ok, server } from '../testing/server';
import { expectServerRefusal } from '../testing/server-refusal';
import { aCart } from './cart-fixtures';
import { cartKeys } from './cart-keys';
import { useLockCart, useUnlockCart } from './use-lock-cart';

describe.each([
  {
    hook: 'useLockCart',
    useHook: useLockCart,
    path: '/ebsn/api/cart/lock' as const,
    state: 'locked',
    before: aCart(),
    answered: aCart({ cartStatusId: 2, locked: true }),
    refusal: 'La fascia oraria non è più disponibile.',
  },
  {
    hook: 'useUnlockCart',
    useHook: useUnlockCart,
    path: '/ebsn/api/cart/unlock' as const,
    state: 'open',
    before: aCart({ cartStatusId: 2, locked: true }),
    answered: aCart({ cartStatusId: 1, locked: false }),
    refusal: 'Ordine già pagato.',
  },
])('$hook', ({ useHook, path, state, before, answered, refusal }) => {
  it(`caches the ${state} cart the server answers`, async () => {
    const { wrapper, queryClient } = createTestContext();
    server.use(http.post(path, () => Response.json(ok(answered))));
    queryClient.setQueryData(cartKeys.detail(), before);
    const { result } = renderHook(() => useHook(), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cartKeys.detail())).toEqual(answered);
  });

  it("exposes the server's Italian refusal", async () => {
    await expectServerRefusal(
      { post: path, message: refusal },
      () => useHook(),
      (hook) => hook.mutate(),
    );
  });
});
