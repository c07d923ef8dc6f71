import type { FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';

// A host name (or IPv4, or bracketed IPv6) with an optional port: nothing that could carry a
// path, credentials or a second URL into the address built from it.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::[0-9]{1,5})?$/i;

/**
 * The origin for addresses the shopper's browser itself will follow (the payment provider's pages
 * and their way back to the storefront). With `PUBLIC_URL` set (`publicUrlSet`, production) it is
 * that origin, whatever the Host header says: a proxy that passes its own upstream Host would
 * otherwise send shoppers to the backend's internal name. Without it (development), the origin
 * the browser used for this request: on another host name (127.0.0.1, a LAN address) the session
 * cookie only comes back to the same origin. `request.protocol` and `request.host` read
 * `X-Forwarded-Proto`/`X-Forwarded-Host` only from the proxies the server trusts
 * (`CARRELLO_TRUST_PROXY`), never from anyone else. E-mail links always keep the configured
 * `publicUrl`: a forged Host header must not end up in someone else's mailbox.
 */
export function requestOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  config: Pick<ServerConfig, 'publicUrl' | 'publicUrlSet'>,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  const host = request.host;
  const protocol = request.protocol;
  if (typeof host !== 'string' || !HOST.test(host)) return config.publicUrl;
  if (protocol !== 'http' && protocol !== 'https') return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * The server's settings with `publicUrl` set to the origin of the provider's addresses
 * ({@link requestOrigin}: `PUBLIC_URL` when set, else the request's).
 */
export function withRequestOrigin<T extends Pick<ServerConfig, 'publicUrl' | 'publicUrlSet'>>(
  config: T,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): T {
  return { ...config, publicUrl: requestOrigin(request, config) };
}
