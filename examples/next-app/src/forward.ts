import 'server-only';

import { apiOrigin } from './api-origin';

/** Headers that describe one hop of the connection, not the message: never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'];

/**
 * Forwards a request to the same path of the EBSN backend (`/ebsn/api/*` and the product images
 * of `/media/*`), so the browser calls its own origin: the session cookie stays first party and
 * the backend needs no CORS. The browser's `Sec-Fetch-Site` and `Origin` go along, so the
 * backend's CSRF guard still sees where a request came from.
 */
export async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(new URL(url.pathname + url.search, apiOrigin()), {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : null,
    redirect: 'manual',
    cache: 'no-store',
  });
  const responseHeaders = new Headers(answer.headers);
  // fetch has already decoded the body.
  for (const name of [...HOP_BY_HOP, 'content-encoding']) responseHeaders.delete(name);
  return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}
