import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { unsafeValueError } from '../contract/validator';
import { HttpError, MESSAGES } from './errors';
import { escapeHtml, htmlPage } from './html';

function isContractOperation(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { operationId?: unknown } | undefined;
  return typeof config?.operationId === 'string';
}

const UNSAFE_INPUT = 'La richiesta contiene caratteri non ammessi: torna indietro e riprova.';

/**
 * The routes outside the contract (the server's own pages, media, sitemaps, development tools)
 * get the check every contract operation makes after its schema: no value the database cannot
 * hold (NUL, a lone surrogate, a number that is not finite) in the query, path or body. Such a
 * request is refused with 400 before a handler sees it, as bad input rather than as a bug.
 */
async function unsafeInputOutsideContractPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    // The storefront's pages (the not-found handler, no route of their own) call the API for
    // their data, whose operations check it.
    if (isContractOperation(request) || request.routeOptions.url === undefined) return;
    const unsafe = unsafeValueError({
      query: request.query,
      params: request.params,
      body: request.body,
    });
    if (unsafe) throw new HttpError(400, UNSAFE_INPUT, 'VALIDATION');
  });
}

/** The refusal of unsafe input on every route of the registering scope outside the contract. */
export const unsafeInputOutsideContract = fp(unsafeInputOutsideContractPlugin, {
  name: 'carrello-unsafe-input-outside-contract',
  fastify: '5.x',
});

const TITLES: Partial<Record<number, string>> = {
  400: 'Richiesta non valida',
  403: 'Richiesta rifiutata',
  404: 'Pagina non trovata',
  429: 'Troppi tentativi',
};

function errorPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  const title = TITLES[status] ?? 'Errore';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        title,
        `<main><h1>${escapeHtml(title)}</h1>
${message === title ? '' : `<p>${escapeHtml(message)}</p>`}
<p><a href="/">Torna al negozio</a></p></main>`,
      ),
    );
}

/**
 * Error handler of a scope of HTML pages (forms a browser posts to): refusals and bugs answer
 * an Italian HTML page, never the API's JSON envelope. Bugs are logged once and not shown.
 */
export function htmlErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return errorPage(reply, error.statusCode, error.message);
  }
  const statusCode = error.statusCode;
  if (statusCode === 413) return errorPage(reply, 413, MESSAGES.tooLarge);
  if (statusCode === 415) return errorPage(reply, 415, MESSAGES.unsupportedMediaType);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
    return errorPage(reply, 400, MESSAGES.badRequest);
  request.log.error({ err: error }, 'unexpected error');
  // Like the API: a bug answers 400 with a generic text, never a 5xx with its details.
  return errorPage(reply, 400, MESSAGES.unexpected);
}
