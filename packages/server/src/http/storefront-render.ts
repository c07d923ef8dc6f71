import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { catalogueChanges } from '../db/change-feed';

import { startRenderPool, type RenderOptions } from './render-pool';
import type { RenderEntry } from './render-protocol';
import { cspNonce, storefrontShell, useInlineSources } from './security-headers';

/**
 * Headers of a shared page's answer naming the CSP hashes of its inline scripts and styles (the
 * entry's `SCRIPT_SOURCES_HEADER` and `STYLE_SOURCES_HEADER`): they go into the policy, not to
 * the browser.
 */
const SCRIPT_SOURCES_HEADER = 'x-carrello-script-src';
const STYLE_SOURCES_HEADER = 'x-carrello-style-src';

/** Where the storefront's server build sits in its client build. */
function storefrontServerEntry(storefrontDir: string): string {
  return join(storefrontDir, 'server', 'entry-server.js');
}

/**
 * A `fetch` answered by the server itself through Fastify's `inject`: the render's API calls skip
 * the network stack and the socket pool (the API calls during server rendering go to the
 * same server).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const entry of Array.isArray(value) ? value : [String(value)])
        responseHeaders.append(name, entry);
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Serves a storefront page rendered on the server; resolves to false when there is no build. */
type StorefrontRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The version of the catalogue in `db` as this process knows it: a new value after every change
 * its change feed hears (from any process on the database), and a new value on every call while
 * the feed is not live, when nothing heard can be trusted. Undefined without a feed.
 */
function catalogueVersions(db: object): () => string | undefined {
  const feed = catalogueChanges(db);
  if (!feed) return () => undefined;
  let version = 0;
  feed.subscribe(() => {
    version += 1;
  });
  return () => {
    if (!feed.live) version += 1;
    return String(version);
  };
}

/** How pages are rendered. */
interface StorefrontRendererOptions {
  /**
   * Threads that render pages beside the main thread (the server's README, "Render threads"); 0 renders in the
   * main thread, between the API's requests.
   */
  threads: number;
}

/**
 * The reference server's page renderer when the storefront's server build exists, else null (the
 * server then answers the client-only `index.html`).
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  storefrontDir: string,
  db: object,
  { threads }: StorefrontRendererOptions,
): Promise<StorefrontRenderer | null> {
  const entryPath = storefrontServerEntry(storefrontDir);
  if (!existsSync(entryPath)) return null;
  const fetchFromSelf = injectFetch(app);
  // The build's index.html, read once: the entry puts a nonce on a copy for a personal page.
  const template = await readFile(join(storefrontDir, 'index.html'), 'utf8');
  let render: (request: Request, options: RenderOptions) => Promise<Response>;
  if (threads > 0) {
    const pool = await startRenderPool({
      entryPath,
      template,
      threads,
      fetch: fetchFromSelf,
      onExit: (error) => app.log.error({ err: error }, 'a render thread stopped; starting another'),
    });
    app.addHook('onClose', () => pool.close());
    render = (request, options) => pool.render(request, options);
  } else {
    const entry = (await import(pathToFileURL(entryPath).href)) as RenderEntry;
    render = (request, options) =>
      entry.renderPage(request, { ...options, template, fetch: fetchFromSelf });
  }
  // Pages follow the catalogue as the API does: a change heard drops the shared renders.
  const catalogueVersion = catalogueVersions(db);
  return async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
    }
    let page: Response;
    try {
      page = await render(
        new Request(new URL(request.url, origin), { method: request.method, headers }),
        {
          apiOrigin: origin,
          onError: (error) => request.log.error({ err: error }, 'server render failed'),
          // A personal page carries it; a shared one names its hashes instead (below).
          nonce: cspNonce(reply),
          catalogueVersion: catalogueVersion(),
        },
      );
    } catch (error) {
      // The render's thread stopped: the browser renders the page, as after a failed render.
      request.log.error({ err: error }, 'server render failed');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await storefrontShell(reply, storefrontDir));
    }
    reply.code(page.status);
    page.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== SCRIPT_SOURCES_HEADER && name !== STYLE_SOURCES_HEADER)
        reply.header(name, value);
    });
    const scripts = page.headers.get(SCRIPT_SOURCES_HEADER);
    const styles = page.headers.get(STYLE_SOURCES_HEADER);
    if (scripts !== null && styles !== null) useInlineSources(reply, { scripts, styles });
    if (!page.body || (page.status >= 300 && page.status < 400)) return reply.send();
    // The page's bytes as the entry made them (compressed once for a shared page).
    return reply.send(Buffer.from(await page.arrayBuffer()));
  };
}
