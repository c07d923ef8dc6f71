import { AsyncLocalStorage } from 'node:async_hooks';

import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { config as zodConfig } from 'zod';

import { Window } from 'happy-dom';

import { EbsnError } from '@carrello/sdk';

import { AppProviders, createAppParts } from '../app/app';
import type { RouteContext } from '../app/route-context';
import { createRoutes } from '../app/router';
import { SiteOriginProvider } from '../seo/site-origin';
import { createHtmlSanitizer } from '../shell/html-sanitizer';
import { HtmlSanitizerContext } from '../shell/safe-html';
import { QUERY_STATE_ID, serializeQueryState } from './page-state';
import {
  compress,
  encodedTag,
  entityTag,
  inlineSources,
  matchesTag,
  OWN_EFFORT,
  pageBytes,
  type PageText,
  pickEncoding,
  STORED_EFFORT,
  type Encoding,
} from './page-encoding';
import { SharedCache, sharedFetch, type StoredAnswer } from './render-cache';
import { createServerStyleSheet } from './style-sheet';

zodConfig({ jitless: true });

// DOMPurify needs a DOM: on the server it works on happy-dom's, made once for every render.
const sanitizeHtml = createHtmlSanitizer(
  new Window() as unknown as Parameters<typeof createHtmlSanitizer>[0],
);

/** The clients of the render whose loaders are running. */
const renderClients = new AsyncLocalStorage<RouteContext>();

function currentClients(): RouteContext {
  const clients = renderClients.getStore();
  if (!clients) throw new Error('A route loader ran outside of a server render.');
  return clients;
}

/**
 * One router for every render of the process: its routes are matched, ranked and loaded once
 * (each page's module included), and its loaders reach the clients of the render they run for.
 */
let staticHandler: StaticHandler | undefined;
function sharedHandler(): StaticHandler {
  staticHandler ??= createStaticHandler(
    createRoutes({
      get client() {
        return currentClients().client;
      },
      get queryClient() {
        return currentClients().queryClient;
      },
    }),
  );
  return staticHandler;
}

/** Options of {@link renderPage}. */
interface RenderPageOptions {
  /**
   * The built `index.html` as it is (the client's scripts and styles): the page is rendered into
   * it, and a page of the shopper's own gets the answer's nonce on its tags.
   */
  template: string;
  /** Origin of the EBSN API the loaders call, e.g. `http://127.0.0.1:8080`. */
  apiOrigin: string;
  /** The `fetch` the loaders' API calls go through (the reference server passes its `inject`). */
  fetch?: typeof globalThis.fetch;
  /**
   * The answer's CSP nonce, put on the inline scripts and styles of a page of the shopper's own.
   * A shared page uses none: its answer names the hashes of its inline scripts and styles in
   * {@link SCRIPT_SOURCES_HEADER} and {@link STYLE_SOURCES_HEADER} instead.
   */
  nonce?: string;
  /**
   * Names the catalogue the API answers from, and changes whenever it changes (the reference
   * server counts the commits its change feed hears). The shared pages and API answers of
   * another version are never served: a new price or name shows in the next render. Without it
   * they are reused for {@link SHARED_FOR_MS}.
   */
  catalogueVersion?: string;
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
const pages = new SharedCache<StoredPage>(SHARED_FOR_MS, 500);
/** The catalogue version the shared caches were filled from. */
let sharedVersion: string | undefined;

/** Forgets what the shared caches hold when the catalogue has changed since they were filled. */
function followCatalogue(version: string | undefined): void {
  if (version === undefined || version === sharedVersion) return;
  sharedVersion = version;
  apiAnswers.clear();
  pages.clear();
}

/**
 * Headers of a shared page's answer with the CSP sources of its inline scripts and styles
 * (`'sha256-…'`, space-separated), for the host to put in its policy and then drop: the page
 * carries no nonce, so its bytes, validator and compressed copies are made once.
 */
export const SCRIPT_SOURCES_HEADER = 'x-carrello-script-src';
export const STYLE_SOURCES_HEADER = 'x-carrello-style-src';

/** A shared page as every answer sends it: the same bytes, compressed at most once each way. */
interface StoredPage {
  status: number;
  headers: [string, string][];
  etag: string | null;
  body: Uint8Array<ArrayBuffer> | null;
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

/** Pages whose status is their meaning (real HTTP statuses). */
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
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The template for one answer with `nonce` on its `<script>` and `<style>` tags and in
 * `<meta property="csp-nonce">`, where styled-components reads it for the tags it adds later.
 */
function withNonce(template: string, nonce: string | undefined): string {
  if (!nonce) return template;
  const value = escapeAttribute(nonce);
  return template
    .replace(/<(script|style)(?=[\s>])(?![^>]*\bnonce=)/gi, `<$1 nonce="${value}"`)
    .replace(
      /<head(?:\s[^>]*)?>/i,
      (head) => `${head}\n    <meta property="csp-nonce" nonce="${value}">`,
    );
}

/** What a render puts into the template. */
interface RenderedParts {
  /** The `<title>`, `<meta>` and `<link>` the page rendered, for the `<head>`. */
  head: string;
  /** The page's `<style>` elements. */
  styles: string;
  /** The page's markup, for the root element. */
  body: string;
  /** The opening tag of the query state's script, and the state as safe JSON. */
  stateTag: string;
  state: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';

/**
 * The page as pieces in document order (see {@link PageText}): the template with the page's
 * head and styles before `</head>` (its own `<title>`, when it has one, replacing the
 * template's), and the markup and the query state's script in its root element. The pieces are
 * never joined into one string: the answer's bytes, validator and CSP hashes read them in turn.
 */
function fillTemplate(template: string, rendered: RenderedParts): string[] {
  let rest = /<title\b/.test(rendered.head)
    ? template.replace(/<title>[^<]*<\/title>\s*/, '')
    : template;
  const pieces: string[] = [];
  const headEnd = rest.indexOf('</head>');
  if (headEnd >= 0) {
    pieces.push(rest.slice(0, headEnd), rendered.head, rendered.styles);
    rest = rest.slice(headEnd);
  }
  const root = rest.indexOf(ROOT_ELEMENT);
  if (root >= 0) {
    pieces.push(
      rest.slice(0, root + ROOT_OPEN.length),
      rendered.body,
      `</div>${rendered.stateTag}`,
      rendered.state,
      '</script>',
    );
    rest = rest.slice(root + ROOT_ELEMENT.length);
  }
  pieces.push(rest);
  return pieces;
}

/** Names the hashes of the page's inline scripts and styles, for a page without a nonce. */
function withInlineSources(headers: Headers, html: PageText): void {
  const sources = inlineSources(html);
  headers.set(SCRIPT_SOURCES_HEADER, sources.scripts.join(' '));
  headers.set(STYLE_SOURCES_HEADER, sources.styles.join(' '));
}

/** An answer of the shopper's own, compressed for a browser that accepts it. */
async function compressed(answer: Response, request: Request): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !answer.body || request.method === 'HEAD') return answer;
  const headers = new Headers(answer.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'accept-encoding');
  const bytes = await compress(new Uint8Array(await answer.arrayBuffer()), encoding, OWN_EFFORT);
  return new Response(bytes, { status: answer.status, statusText: answer.statusText, headers });
}

/** A shared page's bytes in `encoding`, compressed on the first answer that asks for it. */
function storedBytes(
  page: StoredPage,
  encoding: Encoding | null,
): Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer> | null {
  if (!page.body || !encoding) return page.body;
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes = compress(page.body, encoding, STORED_EFFORT);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
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
 * query cache's state for hydration, and the page's HTTP status, compressed (brotli or gzip)
 * for a browser that accepts it. A loader's redirect comes back as the redirect. An anonymous
 * page is rendered once for the requests that ask for it at the same time and reused for a few
 * seconds: the same bytes for everyone (its inline scripts and styles allowed by their hashes,
 * see {@link SCRIPT_SOURCES_HEADER}), its `ETag` and compressed copies made once.
 */
export async function renderPage(request: Request, options: RenderPageOptions): Promise<Response> {
  followCatalogue(options.catalogueVersion);
  const head = request.method === 'HEAD';
  if ((request.method !== 'GET' && !head) || PRIVATE_PATHS.test(new URL(request.url).pathname)) {
    return compressed(await renderFresh(request, options, options.nonce), request);
  }
  const page = await pages.get(
    `${request.url}\n${options.template}`,
    async (): Promise<StoredPage> => {
      const answer = await renderFresh(new Request(request.url), options, undefined);
      return {
        status: answer.status,
        headers: [...answer.headers],
        etag: answer.headers.get('etag'),
        body: answer.body ? new Uint8Array(await answer.arrayBuffer()) : null,
        encoded: new Map(),
      };
    },
    (stored) => stored.status === 200 && stored.etag !== null,
  );
  const headers = new Headers(page.headers);
  const encoding = page.body ? pickEncoding(request.headers.get('accept-encoding')) : null;
  if (page.etag) headers.set('etag', encodedTag(page.etag, encoding));
  if (page.etag && matchesTag(request.headers.get('if-none-match'), page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding) {
    headers.set('content-encoding', encoding);
    if (!page.etag) headers.append('vary', 'accept-encoding');
  }
  // A HEAD is answered from the same stored page, without its bytes.
  if (head) return new Response(null, { status: page.status, headers });
  return new Response(await storedBytes(page, encoding), { status: page.status, headers });
}

/**
 * Renders the page. A page of the shopper's own is rendered with their session and `nonce` on
 * its inline tags; any other is rendered for everyone, without a nonce.
 */
async function renderFresh(
  request: Request,
  options: RenderPageOptions,
  nonce: string | undefined,
): Promise<Response> {
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
  const handler = sharedHandler();
  const context = await renderClients.run(
    { client: parts.client, queryClient: parts.queryClient },
    () => handler.query(request),
  );
  if (context instanceof Response) return context;
  normalizeErrors(context);
  const status = PAGE_STATUS[path] ?? context.statusCode;

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = createServerStyleSheet();
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
                <StaticRouterProvider router={router} context={context} nonce={nonce} />
              </AppProviders>
            </SiteOriginProvider>
          </HtmlSanitizerContext.Provider>
        </StrictMode>,
      ),
    );
    styles = sheet.getStyleTags();
  } catch (error) {
    options.onError?.(error);
    const fallback = withNonce(options.template, nonce);
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    if (!nonce) withInlineSources(headers, fallback);
    return new Response(fallback, { status: 200, headers });
  } finally {
    sheet.seal();
  }
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  if (nonce) styles = styles.replace(/<style(?![^>]*\bnonce=)/g, `<style${nonceAttribute}`);
  const { head, body } = splitHoisted(markup);
  const page = fillTemplate(withNonce(options.template, nonce), {
    head,
    styles,
    body,
    stateTag: `<script type="application/json" id="${QUERY_STATE_ID}"${nonceAttribute}>`,
    state: serializeQueryState(dehydrate(parts.queryClient)),
  });
  const responseHeaders = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (!nonce) withInlineSources(responseHeaders, page);
  if (personal || status !== 200) {
    responseHeaders.set('cache-control', personal ? 'private, no-store' : 'no-cache');
    return new Response(pageBytes(page), { status, headers: responseHeaders });
  }
  responseHeaders.set('cache-control', PUBLIC_CACHE_CONTROL);
  responseHeaders.set('etag', entityTag(page));
  responseHeaders.set('vary', 'accept-encoding');
  return new Response(pageBytes(page), { status, headers: responseHeaders });
}
