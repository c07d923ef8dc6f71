import type { FastifyRequest } from 'fastify';

import { ACCOUNT_COOKIE } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a state-changing request may come from a cross-site page. Browsers cannot send a
 * custom header (`X-Requested-With`) or a JSON body cross-site without a CORS preflight, which
 * this server never grants; otherwise the request must say it is same-origin (`Sec-Fetch-Site`,
 * `Origin`). Requests with no browser signal at all (scripts) pass unless they ride on the
 * session cookie, the only credential a cross-site form could borrow.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers['x-requested-with']) return false;
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
  if (contentType.startsWith('application/json')) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && origin === ownOrigin(request)) return false;
  if (fetchSite || origin) return true;
  return Boolean(request.cookies?.[ACCOUNT_COOKIE]);
}
