import type { FastifyRequest } from 'fastify';

/** Paths the server answers itself: an unknown one there is a 404, never the storefront. */
const SERVER_PREFIXES = ['/ebsn/', '/dev/', '/media/', '/payment-provider/', '/docs/', '/sso/'];

/**
 * Whether a request the server has no route for gets the storefront's `index.html` (its
 * client-side routes). `/` always does, whatever the client accepts (curl, `Accept: *\/*`, a
 * crawler); another path does for a browser (`Accept: text/html`), or for a client that accepts
 * anything when the path looks like a page (no file extension). The server's own areas (the API,
 * media, the provider's pages...) and missing files (`/favicon.ico`, `/assets/x.js`) stay 404.
 */
export function servesStorefront(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/') return true;
  if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const accept = String(request.headers.accept ?? '');
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (accept === '' || accept.includes('*/*')) && !lastSegment.includes('.');
}
