import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import type { ServerConfig } from '../config';
import { PAGE_STYLE_HASH } from './html';

const nonces = new WeakMap<FastifyReply, string>();
const hashes = new WeakMap<FastifyReply, InlineSources>();

/**
 * The CSP sources that allow a page's inline scripts and styles without a nonce: the hashes of
 * each (`'sha256-…'`), for a page whose bytes are the same for everyone (a cached page).
 */
interface InlineSources {
  scripts: string;
  styles: string;
}

/** The answer's page is allowed by the hashes of its inline scripts and styles, not a nonce. */
export function useInlineSources(reply: FastifyReply, sources: InlineSources): void {
  hashes.set(reply, sources);
}

/**
 * The answer's CSP nonce, made on first use: only pages that carry inline scripts or styles (the
 * storefront's shell) pay for the random bytes, and the policy names it only then.
 */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

/**
 * The policy of the server's HTML pages (storefront, `/sso`, `/docs`, `/dev/mailbox`): only the
 * app's own scripts and styles, plus the answer's nonce when it made one (styled-components'
 * runtime `<style>` tags) and the hash of the style block of the server's own small pages.
 */
function documentPolicy(config: Pick<ServerConfig, 'production' | 'publicUrl' | 'cardProvider'>) {
  // The provider's checkout is posted to at `publicUrl` (`paymentUrl`), which may be another
  // origin than the one serving the page (a proxy, a dev server).
  const formAction = ["'self'"];
  const publicOrigin = URL.canParse(config.publicUrl) ? new URL(config.publicUrl).origin : null;
  if (publicOrigin && publicOrigin !== 'null') formAction.push(publicOrigin);
  const head = "default-src 'self'";
  // Stripe.js (a Stripe build of the storefront): its script and its card frames, the bank's
  // 3-D Secure frames, its API. Stripe asks for exactly these origins.
  const stripe = config.cardProvider === 'stripe';
  const rest = [
    "script-src-attr 'none'",
    // Server-rendered pages carry React's `style` attributes; style elements still
    // need the nonce, and attributes cannot load anything or run script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    stripe ? "connect-src 'self' https://api.stripe.com" : "connect-src 'self'",
    ...(stripe ? ["frame-src 'self' https://js.stripe.com https://hooks.stripe.com"] : []),
    // The storefront's service worker and web app manifest, from the app's origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
    // Behind TLS only: on http://localhost the upgrade would break every request.
    ...(config.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return (
    inline: string | InlineSources | undefined,
    options: { inlineStyles?: boolean } = {},
  ): string => {
    // The storefront's pages (those with a nonce or hashes) read barcodes with ZXing's
    // WebAssembly, served from the app's own assets: 'wasm-unsafe-eval' lets them compile
    // WebAssembly, never eval.
    const sources =
      typeof inline === 'string'
        ? { scripts: `'nonce-${inline}'`, styles: `'nonce-${inline}'` }
        : inline;
    const scripts = [
      "'self'",
      ...(sources ? [sources.scripts, "'wasm-unsafe-eval'"] : []),
      ...(stripe ? ['https://js.stripe.com'] : []),
    ];
    const styles = options.inlineStyles
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", sources?.styles ?? '', `'${PAGE_STYLE_HASH}'`];
    const list = (items: string[]) => items.filter(Boolean).join(' ');
    return `${head}; script-src ${list(scripts)}; style-src ${list(styles)}; ${rest}`;
  };
}

/**
 * Swagger UI (`/docs`) injects `<style>` tags and style attributes of its own, with no way to give
 * them a nonce: its pages allow inline styles, never inline scripts.
 */
const INLINE_STYLE_PAGES = /^\/docs(?:[/?]|$)/;

/** The policy of every other answer (API envelopes, JSON, YAML, files): nothing at all. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The storefront's service worker script (`/sw.js`). A worker runs under the policy of its own
 * script's answer: it fetches the precached files and the pages from the app's origin, and
 * nothing else.
 */
const SERVICE_WORKER_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

const SERVICE_WORKER_SCRIPT = /^\/sw\.js(?:\?|$)/;

/**
 * The security headers every answer carries whatever it is, the raw refusals of Node's HTTP
 * parser included (`client-error.ts`): no MIME sniffing, the opener policy, and HSTS in
 * production.
 */
export function constantSecurityHeaders(
  config: Pick<ServerConfig, 'production'>,
): [name: string, value: string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['cross-origin-opener-policy', 'same-origin'],
    // A year, as browsers' preload lists ask; only behind TLS (production).
    ...(config.production
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/**
 * Security headers on every answer of the server: a Content-Security-Policy, framing
 * refused, no MIME sniffing, a referrer policy, and HSTS in production. A route that sets its own
 * policy (the payment provider's pages, the product images) keeps it, with `frame-ancestors
 * 'none'` added when it has none. One `onSend` hook with the constant headers built once: per
 * answer it only picks the policy, and makes a nonce only for a page that asked for one.
 */
async function securityHeadersPlugin(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'production' | 'publicUrl' | 'cardProvider'>,
): Promise<void> {
  const pagePolicy = documentPolicy(config);
  const constant = constantSecurityHeaders(config);
  const docsPolicy = pagePolicy(undefined, { inlineStyles: true });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of constant) reply.header(name, value);
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    // A 304 updates the headers a cache stored with the body it keeps: a policy here (another
    // nonce, or the resources' policy) would no longer match that body and block its scripts and
    // styles. The stored policy is the one made with the body.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return payload;
    }
    const own = reply.getHeader('content-security-policy');
    if (typeof own === 'string') {
      if (!/(?:^|;)\s*frame-ancestors\b/.test(own))
        reply.header('content-security-policy', `${own}; frame-ancestors 'none'`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (SERVICE_WORKER_SCRIPT.test(request.url))
      reply.header('content-security-policy', SERVICE_WORKER_POLICY);
    else if (!type.startsWith('text/html'))
      reply.header('content-security-policy', RESOURCE_POLICY);
    else if (INLINE_STYLE_PAGES.test(request.url))
      reply.header('content-security-policy', docsPolicy);
    else
      reply.header('content-security-policy', pagePolicy(hashes.get(reply) ?? nonces.get(reply)));
    return payload;
  });
}

/** The security headers on every answer of the registering scope (the whole app from the root). */
export const securityHeaders = fp(securityHeadersPlugin, {
  name: 'carrello-security-headers',
  fastify: '5.x',
});

/**
 * The storefront's `index.html` for one answer: the answer's nonce on each of its `<script>` and
 * `<style>` tags (inline ones a build may add) and in `<meta property="csp-nonce">`, where
 * styled-components 6 reads it for the `<style>` tags it injects at run time.
 */
export async function storefrontShell(reply: FastifyReply, storefrontDir: string) {
  const html = await readFile(join(storefrontDir, 'index.html'), 'utf8');
  return withNonce(html, cspNonce(reply));
}

/** Puts `nonce` on the page's script and style tags and in a `csp-nonce` meta tag. */
function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  if (/<head(?:\s[^>]*)?>/i.test(tagged))
    return tagged.replace(/<head(?:\s[^>]*)?>/i, (head) => `${head}\n    ${meta}`);
  // No <head> tag: the parser opens one at the first element after the doctype.
  return tagged.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${meta}`);
}
