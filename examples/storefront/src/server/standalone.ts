// The storefront on its own: `node dist/server/standalone.js` with `EBSN_API_URL`
// pointing at any EBSN backend. It serves the client build, renders every page on the server,
// and passes the API, media and development paths to the backend, so the browser talks to one
// origin as it does with the reference server.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';

import { renderPage, SCRIPT_SOURCES_HEADER, STYLE_SOURCES_HEADER } from './entry-server';

const apiUrl = process.env.EBSN_API_URL;
if (!apiUrl) {
  process.stderr.write('EBSN_API_URL is required, e.g. EBSN_API_URL=http://localhost:8080\n');
  process.exit(1);
}
const apiOrigin = new URL(apiUrl).origin;
const port = Number(process.env.PORT ?? 3000);
const clientDir = resolve(
  process.env.STOREFRONT_DIST ?? join(fileURLToPath(new URL('.', import.meta.url)), '..'),
);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

const PROXIED = ['/ebsn/', '/media/', '/dev/'];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A Stripe build: Stripe.js, its card frames, 3-D Secure frames and its API are allowed. */
const STRIPE = import.meta.env.VITE_PAYMENT_PROVIDER === 'stripe';

/**
 * The page's policy: its inline scripts and styles allowed by their hashes (a shared page, the
 * same bytes for everyone) or by the answer's nonce (a page of the shopper's own).
 */
function pagePolicy(page: Response, nonce: string): string {
  const scripts = page.headers.get(SCRIPT_SOURCES_HEADER) ?? `'nonce-${nonce}'`;
  const styles = page.headers.get(STYLE_SOURCES_HEADER) ?? `'nonce-${nonce}'`;
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scripts, "'wasm-unsafe-eval'", STRIPE ? 'https://js.stripe.com' : '')}`,
    ...(STRIPE
      ? [
          "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
          "connect-src 'self' https://api.stripe.com",
        ]
      : []),
    `style-src ${list("'self'", styles)}`,
    "style-src-attr 'unsafe-inline'",
    "script-src-attr 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function requestHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host' || name === 'connection') continue;
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
  }
  return headers;
}

/**
 * Sends a `Response`. `fetch` has already decompressed a proxied answer, so its encoding and
 * length no longer hold; a rendered page (`encoded`) is sent with the encoding it was made in.
 */
async function send(response: Response, reply: ServerResponse, encoded = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === SCRIPT_SOURCES_HEADER || name === STYLE_SOURCES_HEADER)
      return;
    if (!encoded && (name === 'content-encoding' || name === 'content-length')) return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  reply.writeHead(response.status, headers);
  if (!response.body) return void reply.end();
  Readable.fromWeb(response.body as NodeReadableStream).pipe(reply);
}

function serveFile(path: string, request: IncomingMessage, reply: ServerResponse): boolean {
  const file = normalize(join(clientDir, decodeURIComponent(path)));
  if (!file.startsWith(clientDir) || file.includes(`${clientDir}/server`)) return false;
  if (!existsSync(file) || !statSync(file).isFile() || file.endsWith('index.html')) return false;
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const compressed = gzip && existsSync(`${file}.gz`);
  reply.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(compressed ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  createReadStream(compressed ? `${file}.gz` : file).pipe(reply);
  return true;
}

const server = createServer((request, reply) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const method = request.method ?? 'GET';
  void (async () => {
    if (PROXIED.some((prefix) => url.pathname.startsWith(prefix))) {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const answer = await fetch(new URL(url.pathname + url.search, apiOrigin), {
        method,
        headers: requestHeaders(request),
        redirect: 'manual',
        ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
      } as RequestInit);
      return send(answer, reply);
    }
    if ((method === 'GET' || method === 'HEAD') && serveFile(url.pathname, request, reply)) return;
    if (method !== 'GET' && method !== 'HEAD') {
      reply.writeHead(405).end();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const page = await renderPage(new Request(url, { method, headers: requestHeaders(request) }), {
      template,
      apiOrigin,
      nonce,
      onError: (error) => process.stderr.write(`server render failed: ${String(error)}\n`),
    });
    const headers = new Headers(page.headers);
    // A 304 keeps the policy stored with the body the cache holds.
    if (page.status !== 304) headers.set('content-security-policy', pagePolicy(page, nonce));
    return send(new Response(page.body, { status: page.status, headers }), reply, true);
  })().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    reply.end('Errore del server');
  });
});

server.listen(port, () => {
  process.stdout.write(`Storefront on http://localhost:${port}, API at ${apiOrigin}\n`);
});
