// Test support (not exported): the refusal every hook that calls the API must pass on.
import { expect } from 'vitest';

import { EbsnError } from '@carrello/sdk';

import { serve, type ServedCall } from './served-call';
import { refused } from './server';
import { renderUntilError } from './wrapper';

/**
 * The call that refuses (`{ get: path }` or `{ post: path }`); `status` is the HTTP status (200
 * unless given: the API usually refuses with 200 and a nonzero envelope status,
 * docs/requirements/api-calls.md), `message` the one error of the envelope.
 */
export type ServedRefusal = ServedCall & { message: string; status?: number };

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
  serve(refusal, () => Response.json(refused(message), status === undefined ? {} : { status }));
  const rendered = await renderUntilError(useHook, start);
  expect(rendered.result.current.error).toBeInstanceOf(EbsnError);
  expect(rendered.result.current.error?.message).toBe(message);
  return rendered;
}
