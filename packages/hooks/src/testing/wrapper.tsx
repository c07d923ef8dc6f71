// Test support (not exported): a provider with a fresh QueryClient and a real SDK client.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';

import { createEbsnClient } from '@carrello/sdk';

import { CarrelloProvider, type CarrelloAnalyticsEvent, type CarrelloStorage } from '../provider';
import { TEST_ORIGIN } from './server';

/** An in-memory storage like localStorage. */
export function memoryStorage(): CarrelloStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Everything a hook test needs: wrapper, query client, client, notify and analytics spies. */
export function createTestContext() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const client = createEbsnClient({ baseUrl: TEST_ORIGIN });
  const notify = vi.fn();
  const analytics = vi.fn<(event: CarrelloAnalyticsEvent) => void>();
  const storage = memoryStorage();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <CarrelloProvider
        client={client}
        queryClient={queryClient}
        onNotify={notify}
        analytics={analytics}
        storage={storage}
      >
        {children}
      </CarrelloProvider>
    );
  }
  return { wrapper, queryClient, client, notify, analytics, storage };
}

/**
 * Renders `useHook` in a fresh test context, runs `start` on it (a mutation's `mutate`; a query
 * starts by itself) and waits until it failed: refusal tests then read `result.current.error`.
 */
export async function renderUntilError<R extends { isError: boolean }>(
  useHook: () => R,
  start?: (hook: R) => void,
) {
  const context = createTestContext();
  const { result } = renderHook(useHook, { wrapper: context.wrapper });
  if (start) act(() => start(result.current));
  await waitFor(() => expect(result.current.isError).toBe(true));
  return { ...context, result };
}
