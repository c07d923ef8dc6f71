import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { config as zodConfig } from 'zod';

import { Window } from 'happy-dom';

import { EbsnError } from '@carrello/sdk';

import { AppProviders, createAppParts } from '../app/app';
import { createRoutes } from '../app/router';
import { SiteOriginProvider } from '../seo/site-origin';
import { createHtmlSanitizer, HtmlSanitizerContext } from '../shell/safe-html';
import { QUERY_STATE_ID, serializeQueryState } from './page-state';
import { SharedCache, sharedFetch, type StoredAnswer } from './render-cache';

zodConfig({ jitless: true });

// DOMPurify needs a DOM: on the server it works on happy-dom's, made once for every render.
const sanitizeHtml = createHtmlSanitizer(
  new Window() as unknown as Parameters<typeof createHtmlSanitizer>[0],
);

/** Options of {@link renderPage}. */
export interface RenderPageOptions {
  /** The built `index.html` (the client's scripts and styles), the page is rendered into it. */
  template: string;
  /** Origin of the EBSN API the loaders call, e.g. `http://127.0.0.1:8080`. */
  apiOrigin: string;
  /** The `fetch` the loaders' API calls go through (the reference server passes its `inject`). */
  fetch?: typeof globalThis.fetch;
  /** The answer's CSP nonce, put on the page's inline scripts and styles. */
  nonce?: string;
  /** Called with an error that made the server render fail (the browser then renders the page). */
  onError?: (error: unknown) => void;
}

/**
 * How long an anonymous page and the anonymous API answers it was made of are reused by the next
 * renders of this process (shared caches may keep the page for a minute: `s-maxage=60`);
 * `CARRELLO_SSR_SHARE_MS=0` keeps only the sharing of renders in flight.
 */
const SHARED_FOR_MS = Number(process.env.CARRELLO_SSR_SHARE_MS ?? 10_000);
/** The anonymous API answers shared between concurrent renders (categories, products, content). */
const apiAnswers = new SharedCache<StoredAnswer>(SHARED_FOR_MS, 2000);
/** The anonymous pages, rendered once for everyone who asks within {@link SHARED_FOR_MS}. */
const pages = new SharedCache<RenderedPage>(SHARED_FOR_MS, 500);
/** Stands for the answer's CSP nonce in a stored page; each answer puts its own in. */
const NONCE_SLOT = 'carrelloNonceSlot7f3a9c';

interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string | null;
}

/** Pages whose status is their meaning (issue 16: real HTTP statuses). */
const PAGE_STATUS: Record<string, number> = { '/not-found': 404, '/service-down': 503 };

/**
 * Loader failures the page shows as "not found": the API's 404 (or 400 for an address that is
 * no slug at all) becomes the router's own 404
 * answer, which survives the trip to the browser (an `EbsnError` arrives as a plain `Error`).
 */
function normalizeErrors(context: StaticHandlerContext): void {
  if (!context.errors) return;
  for (const [id, error] of Object.entries(context.errors)) {
    if (error instanceof EbsnError && (error.httpStatus === 404 || error.httpStatus === 400)) {
      context.errors[id] = new ErrorResponse(404, 'Not Found', null);
      context.statusCode = 404;
    }
  }
}

/**
 * Pages that carry the shopper's own data (profile, checkout, payments, orders, password reset):
 * rendered with the shopper's session and never stored by a cache. Every other page is rendered
 * without it, the same for everyone, and cacheable; the cart and the name fill in on the client.
 */
const PRIVATE_PATHS =
  /^\/(?:profile|checkout|payment|payment-error|stripe-pay-payment|cart|orders-anon|reset-password|login)(?:\/|$)/;

/** Anonymous pages: fresh for a minute in shared caches, then served stale while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A strong validator of the page that ignores what differs between two renders of the same
 * content: the answer's nonce and the query cache's timestamps.
 */
async function entityTag(html: string, nonce: string | undefined): Promise<string> {
  const stable = (nonce ? html.split(nonce).join('') : html).replace(
    /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g,
    '',
  );
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(stable));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `"${hex}"`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * React 19 writes the `<title>`, `<meta>` and `<link>` a page renders ahead of its markup when it
 * does not render the whole document; they belong in the `<head>`.
 */
function splitHoisted(markup: string): { head: string; body: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(markup);
  if (!match) return { head: '', body: markup };
  return { head: match[0], body: markup.slice(match[0].length) };
}

/**
 * Renders a storefront page on the server: from a Fetch `Request` (the shopper's cookie is
 * forwarded to the API) to a `Response` with the page's HTML, its styles, the router's and the
 * query cache's state for hydration, and the page's HTTP status. A loader's redirect comes back
 * as the redirect. An anonymous page is rendered once for the requests that ask for it at the
 * same time and reused for a few seconds (the same `ETag`, each answer with its own nonce).
 */
export async function renderPage(request: Request, options: RenderPageOptions): Promise<Response> {
  if (request.method !== 'GET' || PRIVATE_PATHS.test(new URL(request.url).pathname)) {
    return renderFresh(request, options);
  }
  const { nonce } = options;
  const template = nonce ? options.template.split(nonce).join(NONCE_SLOT) : options.template;
  const page = await pages.get(
    `${request.url}\n${template}`,
    async () => {
      const answer = await renderFresh(new Request(request.url), {
        ...options,
        template,
        ...(nonce ? { nonce: NONCE_SLOT } : {}),
      });
      return {
        status: answer.status,
        headers: [...answer.headers],
        body: answer.body ? await answer.text() : null,
      };
    },
    (stored) => stored.status === 200 && stored.headers.some(([name]) => name === 'etag'),
  );
  const responseHeaders = new Headers(page.headers);
  const etag = responseHeaders.get('etag');
  const known = request.headers.get('if-none-match');
  if (etag && known && known.split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  const body = page.body !== null && nonce ? page.body.split(NONCE_SLOT).join(nonce) : page.body;
  return new Response(body, { status: page.status, headers: responseHeaders });
}

async function renderFresh(request: Request, options: RenderPageOptions): Promise<Response> {
  const path = new URL(request.url).pathname;
  const personal = PRIVATE_PATHS.test(path);
  const headers: Record<string, string> = {};
  if (personal) {
    // The shopper's session goes to the API only for their own pages.
    const cookie = request.headers.get('cookie');
    const account = request.headers.get('x-ebsn-account');
    if (cookie) headers.cookie = cookie;
    if (account) headers['x-ebsn-account'] = account;
  }
  const fetchFromApi = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const parts = createAppParts({
    baseUrl: options.apiOrigin,
    headers,
    keepAccountToken: false,
    // An anonymous page's catalogue calls are shared with the renders running alongside.
    fetch: personal ? fetchFromApi : sharedFetch(fetchFromApi, apiAnswers),
  });
  const routes = createRoutes({ client: parts.client, queryClient: parts.queryClient });
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  normalizeErrors(context);
  const status = PAGE_STATUS[path] ?? context.statusCode;

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  let markup: string;
  let styles: string;
  try {
    // A page that fails to render on the server is rendered by the browser (the template as is).
    markup = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <HtmlSanitizerContext.Provider value={sanitizeHtml}>
            <SiteOriginProvider origin={new URL(request.url).origin}>
              <AppProviders parts={parts}>
                <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
              </AppProviders>
            </SiteOriginProvider>
          </HtmlSanitizerContext.Provider>
        </StrictMode>,
      ),
    );
    styles = sheet.getStyleTags();
  } catch (error) {
    options.onError?.(error);
    return new Response(options.template, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
  } finally {
    sheet.seal();
  }
  const nonceAttribute = options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : '';
  if (options.nonce) styles = styles.replace(/<style(?![^>]*\bnonce=)/g, `<style${nonceAttribute}`);
  const { head, body } = splitHoisted(markup);
  const queryState = serializeQueryState(dehydrate(parts.queryClient));
  let html = options.template;
  // The page's own title replaces the template's default one.
  if (/<title\b/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  html = html
    .replace('</head>', `${head}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${QUERY_STATE_ID}"${nonceAttribute}>${queryState}</script>`,
    );
  const responseHeaders = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (personal || status !== 200) {
    responseHeaders.set('cache-control', personal ? 'private, no-store' : 'no-cache');
    return new Response(html, { status, headers: responseHeaders });
  }
  const etag = await entityTag(html, options.nonce);
  responseHeaders.set('cache-control', PUBLIC_CACHE_CONTROL);
  responseHeaders.set('etag', etag);
  responseHeaders.set('vary', 'accept-encoding');
  const known = request.headers.get('if-none-match');
  if (known && known.split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(html, { status, headers: responseHeaders });
}
