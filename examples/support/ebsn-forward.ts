// The EBSN backend behind the example apps' servers (examples/next-app, examples/rr7-app import it
// by relative path): its origin, and the forwarding of the browser's calls to it.

/**
 * The origin of the EBSN backend the server talks to (`EBSN_API_URL`), read at request time so
 * that one build serves any backend.
 * @default 'http://localhost:8080' (the reference server of `pnpm start`)
 */
export function apiOrigin(): string {
  return process.env.EBSN_API_URL ?? 'http://localhost:8080';
}

/** Headers that describe one hop of the connection, not the message: never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'];

/**
 * Forwards a request to the same path of the EBSN backend (`/ebsn/api/*` and the product images
 * of `/media/*`), so the browser calls its own origin: the session cookie stays first party and
 * the backend needs no CORS. The browser's `Sec-Fetch-Site` and `Origin` go along, so the
 * backend's CSRF guard still sees where a request came from. Never cached: each answer is the
 * backend's of this request.
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
