import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { cartKeys } from '../cart/cart-keys';
import { anonymous, mario } from '../session/session-fixtures';
import { http, ok, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import type { AppPlatform } from './platform';
import { useAppLifecycle } from './use-app-lifecycle';
import { present } from '../testing/present';

function fakePlatform() {
  const listeners = new Set<() => void>();
  const platform: AppPlatform & { resume(): void } = {
    name: 'android',
    canScanBarcodes: false,
    appVersion: () => Promise.resolve('3.3.1'),
    onResume(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lockPortrait: async () => {},
    resume: () => listeners.forEach((listener) => listener()),
  };
  return platform;
}

function answerSession(user: typeof mario) {
  let asked = 0;
  server.use(
    http.get('/ebsn/api/auth/test', () => {
      asked += 1;
      return Response.json(ok({ user }));
    }),
  );
  return () => asked;
}

describe('useAppLifecycle', () => {
  it("reloads a signed-in shopper's cart on a short resume, and emits reload", async () => {
    answerSession(mario);
    const platform = fakePlatform();
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), { cartId: 1 });
    const restart = vi.fn();
    const { result } = renderHook(
      () => useAppLifecycle({ platform, restartAfterMs: 60 * 60_000, openLogin: vi.fn(), restart }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    await waitFor(() =>
      expect(queryClient.getQueryData(['carrello', 'session', 'current'])).toBeDefined(),
    );
    const reloaded = vi.fn();
    present(result.current, 'the lifecycle').on('reload', reloaded);
    platform.resume();
    await waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
    expect(restart).not.toHaveBeenCalled();
  });

  it('leaves the cart of a visitor alone', async () => {
    answerSession(anonymous);
    const platform = fakePlatform();
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), { cartId: 0 });
    const { result } = renderHook(
      () => useAppLifecycle({ platform, restartAfterMs: 60 * 60_000, openLogin: vi.fn() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    const reloaded = vi.fn();
    present(result.current, 'the lifecycle').on('reload', reloaded);
    platform.resume();
    await waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(false);
  });

  it('asks the session again, then opens the sign-in, on the not-logged-in event', async () => {
    const asked = answerSession(anonymous);
    const openLogin = vi.fn();
    // One platform for every render: a new one per render would restart the lifecycle on each
    // render, whose state update renders again, without end (the hang of a first draft).
    const platform = fakePlatform();
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => useAppLifecycle({ platform, restartAfterMs: 60 * 60_000, openLogin }),
      { wrapper },
    );
    await waitFor(() => expect(asked()).toBe(1));
    present(result.current, 'the lifecycle').emit('notLoggedIn');
    await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1));
    expect(asked()).toBe(2);
  });

  it('runs no rule without a platform', () => {
    answerSession(anonymous);
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => useAppLifecycle({ platform: undefined, restartAfterMs: 1, openLogin: vi.fn() }),
      { wrapper },
    );
    expect(result.current).toBeUndefined();
  });
});
