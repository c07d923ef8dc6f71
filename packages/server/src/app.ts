import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';

import { devToolsOn, publicOrigin, trustProxyOption, type ServerConfig } from './config';
import { loadContract, type Contract } from './contract/load-contract';
import { ContractValidator } from './contract/validator';
import type { Db } from './db/database';
import { clientErrorHandler } from './http/client-error';
import { isCrossSiteRequest } from './http/csrf';
import { envelope, failure } from './http/envelope';
import { BusinessError, HttpError, MESSAGES } from './http/errors';
import { healthRoutes } from './http/health';
import { htmlErrorHandler, unsafeInputOutsideContract } from './http/outside-contract';
import { securityHeaders, storefrontShell } from './http/security-headers';
import { servesStorefront } from './http/storefront-fallback';
import { loadStorefrontRenderer } from './http/storefront-render';
import { paymentProviderPages } from './payment-provider/index';
import { devAppVersionRoutes } from './routes/dev-app-version';
import { devStripeRoutes } from './routes/dev-stripe';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { allHandlers } from './routes/index';
import { catalogueMediaRoutes, productMediaRoutes } from './routes/media';
import { contractOperations, type Handlers } from './routes/registry';
import { sitemapRoutes } from './routes/sitemap';
import { ssoPages } from './routes/sso-page';

/** What `buildApp` needs. */
interface BuildAppOptions {
  /** The database, decorated on the app as `app.db`. */
  db: Db;
  /**
   * Closes the database once the app has closed (an `onClose` hook): given when the app owns the
   * database (the server's process); omitted when the caller opens and closes it (tests,
   * benchmarks).
   */
  closeDatabase?: () => Promise<void>;
  /**
   * The server's settings (`configFromEnv()`, or `defaultConfig({...})` for an embedder). Its
   * `publicUrl` is kept as an origin without a trailing slash; one that is not an http(s) origin
   * makes `buildApp` throw.
   */
  config: ServerConfig;
  /** Fastify logger options; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Handlers to use instead of every area's (tests of the registry). */
  handlers?: Handlers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route and plugin queries (decorated by `buildApp`). */
    db: Db;
  }
}

/** The Fastify app with its contract, ready for `listen` or `inject`. */
export type CarrelloApp = FastifyInstance & { contract: Contract; validator: ContractValidator };

const API_PREFIX = '/ebsn/api/';
const BODY_LIMIT = 1024 * 1024;

/** Builds the reference EBSN server: every contract operation under /ebsn/api, docs, storefront. */
export async function buildApp(options: BuildAppOptions): Promise<CarrelloApp> {
  const { db } = options;
  // Every link is the origin plus a path: a config built in code, not by `configFromEnv` or
  // `defaultConfig`, gets the origin `PUBLIC_URL` would give, or is refused as it would be.
  const config = { ...options.config, publicUrl: publicOrigin(options.config.publicUrl) };
  const contract = loadContract(config.contractPath);
  const validator = new ContractValidator(contract);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config),
    // While shutting down, a request already on a live keep-alive connection is served (with
    // `Connection: close`) instead of Fastify's English 503: no 5xx, and graceful means finished.
    return503OnClosing: false,
    // Requests Node's parser refuses (431 headers or URL too long, 400, 408) get the envelope too.
    clientErrorHandler: clientErrorHandler(config),
    // Query strings like `?a=1&a=2` give arrays; Ajv coerces them to the schema's type.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The router's own refusals (a path parameter over maxParamLength, a malformed
    // percent-encoding) would otherwise answer Fastify's English JSON, echoing the path.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send(failure(tooLong ? MESSAGES.urlTooLong : MESSAGES.badUrl, 'VALIDATION'));
    },
  });

  app.decorate('db', db);
  app.decorate('contract', contract);
  app.decorate('validator', validator);
  // Closed last: Fastify runs the root's onClose hooks after those of the plugins.
  const { closeDatabase } = options;
  if (closeDatabase) app.addHook('onClose', closeDatabase);

  // CSP, framing, nosniff, referrer policy, HSTS in production: on every answer.
  await app.register(securityHeaders, config);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  // The API's answers from 1 kB on, Brotli (quality 4) or gzip as the client accepts (the
  // category tree is 35 kB of JSON, 5 kB in Brotli). The pages and the build's files are sent
  // compressed already (once per page, or precompressed): those pass through untouched.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    const user = request.envelopeUser;
    if (error instanceof BusinessError) {
      reply.code(200);
      return envelope(error.data ?? null, {
        errors: [{ error: error.message, ...(error.code ? { code: error.code } : {}) }],
        ...(user ? { user } : {}),
      });
    }
    if (error instanceof HttpError) {
      reply.code(error.statusCode).headers(error.headers);
      return envelope(null, {
        errors: error.messages ?? [
          { error: error.message, ...(error.code ? { code: error.code } : {}) },
        ],
        ...(user ? { user } : {}),
      });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode === 413) return reply.code(413).send(failure(MESSAGES.tooLarge, 'VALIDATION'));
    if (statusCode === 415)
      return reply.code(415).send(failure(MESSAGES.unsupportedMediaType, 'VALIDATION'));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      // Malformed JSON or form bodies, bad content length...: Fastify's own 4xx errors.
      return reply.code(400).send(failure(MESSAGES.badBody, 'VALIDATION'));
    }
    // Anything else is a bug: log it, never leak it, never answer 5xx (the contract's promise).
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(400).send(failure(MESSAGES.unexpected, 'UNEXPECTED'));
  });

  // CSRF guard for every state-changing call of the API.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) && isCrossSiteRequest(request)) {
      reply.code(403);
      return reply.send(failure(MESSAGES.csrf, 'CSRF'));
    }
  });

  // The routes outside the contract refuse what its operations refuse (NUL, lone surrogates).
  await app.register(unsafeInputOutsideContract);

  // Every answer of the API is fresh: nothing to cache between users.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_PREFIX)) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(contractOperations, {
    config,
    operations: contract.operations,
    validator,
    handlers: options.handlers ?? allHandlers,
  });

  // What a load balancer polls: /healthz (liveness) and /readyz (database and change feed).
  await app.register(healthRoutes, { db });
  // Development conveniences (CARRELLO_DEV_TOOLS=1, never in production): the mailbox and the
  // control that raises the reported app version.
  if (devToolsOn(config)) {
    await app.register(devMailboxRoutes);
    await app.register(devAppVersionRoutes);
    // Stripe's side of saving a card, for a storefront built for Stripe (no Stripe account here).
    await app.register(devStripeRoutes);
  }
  await app.register(productMediaRoutes);
  await app.register(catalogueMediaRoutes);
  // The server's own HTML forms (the payment provider's pages, the support sign-in): their
  // refusals and errors answer an HTML page, not the API's JSON envelope.
  await app.register(async (pages) => {
    pages.setErrorHandler(htmlErrorHandler);
    await pages.register(paymentProviderPages, { testControls: devToolsOn(config) });
    await pages.register(ssoPages, config);
  });
  // robots.txt and the sitemaps of the storefront's public pages, for search engines.
  await app.register(sitemapRoutes, config);
  app.get('/openapi.yaml', async (_request, reply) => {
    reply.type('application/yaml; charset=utf-8');
    return readFile(config.contractPath, 'utf8');
  });

  // API reference rendered from the contract, with Swagger UI's own bundled assets (no CDN).
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { path: config.contractPath, baseDir: resolve(config.contractPath, '..') },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const storefrontDir = config.storefrontDir;
  if (storefrontDir) {
    await app.register(fastifyStatic, {
      root: storefrontDir,
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip copies next to each file: send them to browsers that
      // accept them instead of the raw JavaScript.
      preCompressed: true,
      // index.html is only sent with the answer's CSP nonce, by the SPA fallback below.
      // The storefront's server build (server/) renders pages, it is not served as files.
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz', 'server/**'],
      setHeaders(res, path) {
        // Hashed build assets never change under their name; the HTML shell is always revalidated.
        res.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Pages rendered on the server when the storefront's server build is there.
  const renderStorefront = storefrontDir
    ? await loadStorefrontRenderer(app, storefrontDir, db, {
        threads: config.renderThreads ?? 0,
      })
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith(API_PREFIX);
    if (renderStorefront && servesStorefront(request)) return renderStorefront(request, reply);
    if (storefrontDir && servesStorefront(request)) {
      // SPA fallback: client-side routes of the storefront.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await storefrontShell(reply, storefrontDir));
    }
    reply.code(404);
    return failure(isApi ? 'Operazione sconosciuta' : MESSAGES.notFound, 'NOT_FOUND');
  });

  return app as unknown as CarrelloApp;
}
