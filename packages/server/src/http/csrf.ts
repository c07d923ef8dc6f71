import type { FastifyRequest } from 'fastify';

import { ACCOUNT_COOKIE } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The GETs inherited from the platform that change state (they confirm an account, send a
 * reset link, change a password). A cross-site page can open a GET as a top-level navigation,
 * with the session cookie and `Sec-Fetch-Site: cross-site` or none at all, so for these the
 * contract's non-simple header is the only proof that the SPA sent the call.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  'registration.confirm',
  'registration.requestPasswordReset',
  'registration.updatePassword',
]);

function operationIdOf(request: FastifyRequest): string | undefined {
  const config = request.routeOptions.config as { operationId?: unknown } | undefined;
  return typeof config?.operationId === 'string' ? config.operationId : undefined;
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a state-changing request may come from a cross-site page. Browsers cannot send a
 * custom header (`X-Requested-With`) or a JSON body cross-site without a CORS preflight, which
 * this server never grants; otherwise the request must say it is same-origin (`Sec-Fetch-Site`,
 * `Origin`). Requests with no browser signal at all (scripts) pass unless they ride on the
 * session cookie, the only credential a cross-site form could borrow. The state-changing GETs
 * pass only with `X-Requested-With`.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) {
    const operationId = operationIdOf(request);
    if (!operationId || !STATE_CHANGING_GETS.has(operationId)) return false;
    return !request.headers['x-requested-with'];
  }
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
