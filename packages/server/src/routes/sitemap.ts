import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import { failure } from '../http/envelope';
import { MESSAGES } from '../http/errors';
import {
  categoryUrls,
  pageUrls,
  productUrls,
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  urlsetXml,
} from '../services/sitemap';

/**
 * Crawlers come back often and the catalogue changes slowly: shared caches may keep an answer
 * for 15 minutes and serve it stale for a day while they fetch the next one.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=86400';

const XML_TYPE = 'application/xml; charset=utf-8';
const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;

/** Sends a crawler document with its type, cache headers and an ETag; 304 when it has it. */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string,
): FastifyReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', SITEMAP_CACHE_CONTROL).header('etag', etag).type(type);
  const wanted = request.headers['if-none-match'];
  if (wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  return reply.send(body);
}

function notFoundAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(failure(MESSAGES.notFound, 'NOT_FOUND'));
}

/**
 * Search engines' entry points: `/robots.txt`, the sitemap index at `/sitemap.xml`
 * and its children under `/sitemaps/` (public pages, categories, products in chunks), with
 * absolute addresses on `PUBLIC_URL`.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'publicUrl'>,
): Promise<void> {
  const { db } = app;
  // The origin without a trailing slash (`publicOrigin` in `config.ts`): every path starts with `/`.
  const base = config.publicUrl;

  app.get('/robots.txt', async (request, reply) =>
    sendDocument(request, reply, 'text/plain; charset=utf-8', robotsTxt(base)),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    sendDocument(request, reply, XML_TYPE, sitemapIndexXml(base, await sitemapEntries(db))),
  );

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file === 'pages.xml')
      return sendDocument(request, reply, XML_TYPE, urlsetXml(await pageUrls(db, base)));
    if (file === 'categories.xml')
      return sendDocument(request, reply, XML_TYPE, urlsetXml(await categoryUrls(db, base)));
    const products = PRODUCTS_FILE.exec(file);
    const urls = products?.[1] ? await productUrls(db, base, Number(products[1])) : null;
    if (!urls) return notFoundAnswer(reply);
    return sendDocument(request, reply, XML_TYPE, urlsetXml(urls));
  });
}
