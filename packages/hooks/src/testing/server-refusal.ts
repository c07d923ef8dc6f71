// Test support (not exported): the refusal every hook that calls the API must pass on.
import type { PathsFor } from 'openapi-msw';
import { expect } from 'vitest';

import { EbsnError } from '@carrello/sdk';

import { http, refused, server } from './server';
import { renderUntilError } from './wrapper';

/**
 * The call that refuses: its method as the key, the contract path as the value; `status` is the
 * HTTP status (200 unless given: the API usually refuses with 200 and a nonzero envelope status,
 * docs/requirements/api-calls.md), `message` the one error of the envelope.
 */
export type ServedRefusal = (
  | { get: PathsFor<typeof http.get>; post?: never }
  | { post: PathsFor<typeof http.post>; get?: never }
) & { message: string; status?: number };

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
export async function expectServerRefusal<
  R extends { isSuccess: boolean; isError: boolean; error: Error | null },
>(refusal: ServedRefusal, useHook: () => R, start?: (hook: R) => void) {
  const { message, status } = refusal;
  const answer = () => Response.json(refused(message), status === undefined ? {} : { status });
  server.use(
    refusal.get === undefined ? http.post(refusal.post, answer) : http.get(refusal.get, answer),
  );
  const rendered = await renderUntilError(useHook, start);
  expect(rendered.result.current.error).toBeInstanceOf(EbsnError);
  expect(rendered.result.current.error?.message).toBe(message);
  return rendered;
}
