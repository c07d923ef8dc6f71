// Test support (not exported): the refusal every hook that calls the API must pass on.
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

import { EbsnError } from '@carrello/sdk';

import { serve, type ServedCall } from './served-call';
import { refused } from './server';
import { createTestContext, renderUntilError } from './wrapper';

/**
 * The call that refuses (`{ get: path }` or `{ post: path }`); `status` is the HTTP status (200
 * unless given: the API usually refuses with 200 and a nonzero envelope status,
 * docs/requirements/api-calls.md), `message` the one error of the envelope.
 */
export type ServedRefusal = ServedCall & { message: string; status?: number };

type Failing = { isSuccess: boolean; isError: boolean; error: Error | null };

/**
 * Answers `refusal` for the whole test: the envelope refuses with its `message`, under its HTTP
 * `status` if given. For a test that checks more than {@link expectServerRefusal} does.
 * @example serveRefusal({ post: '/ebsn/api/cart/update-product', message: 'Quantità massima superata.' });
 */
export function serveRefusal(refusal: ServedRefusal) {
  const { message, status } = refusal;
  serve(refusal, () => Response.json(refused(message), status === undefined ? {} : { status }));
}

function expectRefused(error: Error | null, message: string) {
  expect(error).toBeInstanceOf(EbsnError);
  expect(error?.message).toBe(message);
}

/**
 * Serves `refusal` for the whole test, renders `useHook` in a fresh test context, runs `start` on
 * it (a mutation's `mutate`; a query starts by itself) and expects it to fail with an
 * {@link EbsnError} carrying the server's own message (docs/requirements/errors.md). Gives the
 * result and the context, for what else the test checks.
 * @example
 * await expectServerRefusal(
 *   { post: '/ebsn/api/wishlist/delete', status: 404, message: 'Lista non trovata' },
 *   () => useDeleteList(),
 *   (hook) => hook.mutate({ listId: 99 }),
 * );
 */
export async function expectServerRefusal<R extends Failing>(
  refusal: ServedRefusal,
  useHook: () => R,
  start?: (hook: R) => void,
) {
  serveRefusal(refusal);
  const rendered = await renderUntilError(useHook, start);
  expectRefused(rendered.result.current.error, refusal.message);
  return rendered;
}

/**
 * A row of a refusal table: the hook's name, and {@link expectServerRefusal} of `refusal` for it
 * (`start` is typed by the hook it runs on). Gives the result and the context, like it.
 * @example
 * describe.each([
 *   refusalCase(
 *     'useDeleteList',
 *     { post: '/ebsn/api/wishlist/delete', status: 404, message: 'Lista non trovata' },
 *     () => useDeleteList(),
 *     (hook) => hook.mutate({ listId: 99 }),
 *   ),
 * ])('$hook', ({ expectRefusal }) => {
 *   it("gives the server's message when it refuses", expectRefusal);
 * });
 */
export function refusalCase<R extends Failing>(
  hook: string,
  refusal: ServedRefusal,
  useHook: () => R,
  start?: (hook: R) => void,
) {
  return { hook, expectRefusal: () => expectServerRefusal(refusal, useHook, start) };
}

/**
 * {@link expectServerRefusal} for a query that asks only once the shopper stops typing: renders
 * `useHook`, moves the test's fake timers (`vi.useFakeTimers()`) `debounceMs` on, and expects
 * the refusal.
 */
export async function expectRefusalAfterTyping(
  refusal: ServedRefusal,
  useHook: () => Failing,
  debounceMs: number,
) {
  serveRefusal(refusal);
  const { result } = renderHook(useHook, { wrapper: createTestContext().wrapper });
  await act(() => vi.advanceTimersByTimeAsync(debounceMs));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expectRefused(result.current.error, refusal.message);
}
