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

/** What a query or a mutation result tells of where it stands. */
type Settling = { isSuccess: boolean; isError: boolean };

async function renderUntil<R extends Settling>(
  state: keyof Settling,
  useHook: () => R,
  start?: (hook: R) => void,
) {
  const context = createTestContext();
  const { result } = renderHook(useHook, { wrapper: context.wrapper });
  if (start) act(() => start(result.current));
  await waitFor(() => expect(result.current[state]).toBe(true));
  return { ...context, result };
}

/**
 * Renders `useHook` in a fresh test context, runs `start` on it (a mutation's `mutate`; a query
 * starts by itself) and waits until it succeeded; gives the result and the context.
 */
export function renderUntilSuccess<R extends Settling>(
  useHook: () => R,
  start?: (hook: R) => void,
) {
  return renderUntil('isSuccess', useHook, start);
}

/** Like {@link renderUntilSuccess}, but waits until the hook failed: refusal tests read `error`. */
export function renderUntilError<R extends Settling>(useHook: () => R, start?: (hook: R) => void) {
  return renderUntil('isError', useHook, start);
}
