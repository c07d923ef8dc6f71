// Test support (not exported): a contract call the MSW server answers, named by method and path.
import type { PathsFor } from 'openapi-msw';

import { requestQuery } from './request-text';
import { http, ok, server } from './server';

/** The call: its method as the key, the contract path as the value (`{ get: '/ebsn/api/...' }`). */
export type ServedCall =
  | { get: PathsFor<typeof http.get>; post?: never }
  | { post: PathsFor<typeof http.post>; get?: never };

/** Answers `call` with `answer` for the whole test. */
export function serve(call: ServedCall, answer: (request: Request) => Response) {
  server.use(
    call.get === undefined
      ? http.post(call.post, ({ request }) => answer(request))
      : http.get(call.get, ({ request }) => answer(request)),
  );
}

/**
 * Answers `call` with `ok(data)` for the whole test; gives the query parameters of each request
 * it answered, by name, in the order they came.
 * @example
 * const asked = serveOk({ post: '/ebsn/api/order/reserve-time' }, {});
 * await renderUntilSuccess(() => useReserveTime(), (hook) => hook.mutate({ reserveTime: 15 }));
 * expect(asked).toMatchObject([{ reserveTime: '15' }]);
 */
export function serveOk(call: ServedCall, data: unknown): Array<Record<string, string>> {
  const queries: Array<Record<string, string>> = [];
  serve(call, (request) => {
    queries.push(requestQuery(request));
    return Response.json(ok(data));
  });
  return queries;
}
