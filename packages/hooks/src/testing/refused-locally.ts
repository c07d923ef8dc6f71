import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

import { CartRuleError } from '../cart/cart-errors';

/** What a cap test set up: the mutation, what reached the server and the cache before it. */
interface RefusedLocally {
  result: { current: { isError: boolean; error: Error | null } };
  bodies: unknown[];
  before: unknown;
  queryClient: QueryClient;
  notify: Mock;
}

/**
 * The mutation was refused before sending: it failed with a {@link CartRuleError} of `message`,
 * told the shopper, sent nothing, and left the cached value at `key` as it was (not even stale).
 */
export async function expectRefusedLocally(
  { result, bodies, before, queryClient, notify }: RefusedLocally,
  key: QueryKey,
  message: string,
) {
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(CartRuleError);
  expect(result.current.error?.message).toBe(message);
  expect(notify).toHaveBeenCalledWith({ type: 'error', message });
  expect(bodies).toEqual([]);
  const state = queryClient.getQueryState(key);
  expect(state?.data).toBe(before);
  expect(state?.dataUpdatedAt).toBe(1);
  expect(state?.isInvalidated).toBe(false);
}
