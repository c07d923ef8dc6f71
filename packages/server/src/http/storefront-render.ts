import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { storefrontShell } from './security-headers';

/** The storefront's server entry (`examples/storefront/src/server/entry-server.tsx`), built. */
interface StorefrontServerEntry {
  renderPage(
    request: Request,
    options: {
      template: string;
      apiOrigin: string;
      fetch?: typeof fetch;
      nonce?: string;
      onError?: (error: unknown) => void;
    },
  ): Promise<Response>;
}

/** Where the storefront's server build sits in its client build. */
export function storefrontServerEntry(storefrontDir: string): string {
  return join(storefrontDir, 'server', 'entry-server.js');
}

/**
 * A `fetch` answered by the server itself through Fastify's `inject`: the render's API calls skip
 * the network stack and the socket pool (issue 16: the API calls during server rendering go to the
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
export type StorefrontRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The reference server's page renderer when the storefront's server build exists, else null (the
 * server then answers the client-only `index.html`, as before issue 16).
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  storefrontDir: string,
): Promise<StorefrontRenderer | null> {
  const entryPath = storefrontServerEntry(storefrontDir);
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as StorefrontServerEntry;
  const fetchFromSelf = injectFetch(app);
  return async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
    }
    const template = await storefrontShell(reply, storefrontDir);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(template)?.[1];
    const page = await entry.renderPage(
      new Request(new URL(request.url, origin), { method: request.method, headers }),
      {
        template,
        apiOrigin: origin,
        fetch: fetchFromSelf,
        onError: (error) => request.log.error({ err: error }, 'server render failed'),
        ...(nonce ? { nonce } : {}),
      },
    );
    reply.code(page.status);
    page.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    if (page.status >= 300 && page.status < 400) return reply.send();
    return reply.send(await page.text());
  };
}
