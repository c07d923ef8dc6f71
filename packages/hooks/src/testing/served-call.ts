// Test support (not exported): a contract call the MSW server answers, named by method and path.
import type { PathsFor } from 'openapi-msw';

import { requestQuery } from './request-text';
import { http, ok, server } from './server';

/** The call: its method as the key, the contract path as the value (`{ get: '/ebsn/api/...' }`). */
export type ServedCall =
  | { get: PathsFor<typeof http.get>; post?: never }
  | { post: PathsFor<typeof http.post>; get?: never };

/** Answers `call` with `answer` for the whole test. */
export function serve(
  call: ServedCall,
  answer: (request: Request) => Response | Promise<Response>,
) {
  server.use(
    call.get === undefined
      ? http.post(call.post, ({ request }) => answer(request))
      : http.get(call.get, ({ request }) => answer(request)),
  );
}

/**
 * Answers `call` with `ok(data)` for the whole test; gives what `read` takes from each request it
 * answered (its query parameters by name unless told), in the order they came.
 * @example
 * const asked = serveOk({ post: '/ebsn/api/order/reserve-time' }, {});
 * await renderUntilSuccess(() => useReserveTime(), (hook) => hook.mutate({ reserveTime: 15 }));
 * expect(asked).toMatchObject([{ reserveTime: '15' }]);
 * @example const forms = serveOk({ post: '/ebsn/api/user/update-email' }, {}, requestForm);
 */
export function serveOk(call: ServedCall, data: unknown): Array<Record<string, string>>;
export function serveOk<T>(
  call: ServedCall,
  data: unknown,
  read: (request: Request) => T | Promise<T>,
): T[];
export function serveOk(
  call: ServedCall,
  data: unknown,
  read: (request: Request) => unknown = requestQuery,
): unknown[] {
  const received: unknown[] = [];
  serve(call, async (request) => {
    received.push(await read(request));
    return Response.json(ok(data));
  });
  return received;
}

/**
 * Answers `call` with `ok(first)` the first time and `ok(then)` from then on, as a list reloaded
 * after a change does; gives the query parameters of each request it answered, so its length is
 * how many times the hook asked.
 * @example const lists = serveInTurn({ get: '/ebsn/api/wishlist/list' }, before, after);
 */
export function serveInTurn(
  call: ServedCall,
  first: unknown,
  then: unknown,
): Array<Record<string, string>> {
  const received: Array<Record<string, string>> = [];
  serve(call, (request) => {
    received.push(requestQuery(request));
    return Response.json(ok(received.length === 1 ? first : then));
  });
  return received;
}
