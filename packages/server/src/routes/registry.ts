import type { operations } from '@carrello/sdk';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import type { ContractOperation } from '../contract/load-contract';
import { toItalianMessages, type ContractValidator } from '../contract/validator';
import type { Db, UserRow } from '../db/database';
import { clearSessionCookie, setSessionCookie } from '../http/cookies';
import { ANONYMOUS_USER, envelope, type EnvelopeUser, type Message } from '../http/envelope';
import { HttpError, MESSAGES } from '../http/errors';
import {
  createSession,
  deleteSession,
  findSession,
  toEnvelopeUser,
  type Session,
} from '../services/session';
import { ACCOUNT_COOKIE } from '../http/cookies';

/** operationId of every call of the contract (`'auth.login'`, `'cart.view'`, ...). */
export type OperationId = keyof operations & string;

type Parameters_<K extends OperationId> = operations[K] extends { parameters: infer P } ? P : never;
type Part<P, Name extends string> = P extends { [key in Name]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;

/** Validated (and coerced) query parameters of an operation. */
export type QueryOf<K extends OperationId> = Part<Parameters_<K>, 'query'>;
/** Path parameters of an operation. */
export type ParamsOf<K extends OperationId> = Part<Parameters_<K>, 'path'>;
/** Validated request body of an operation (JSON or form, same shape). */
export type BodyOf<K extends OperationId> = [NonNullable<operations[K]['requestBody']>] extends [
  never,
]
  ? undefined
  : NonNullable<operations[K]['requestBody']> extends { content: infer C }
    ? C[keyof C]
    : undefined;
/** `data` of the operation's 200 envelope: what its handler returns. */
export type DataOf<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B extends { data?: infer D }
    ? Exclude<D, null | undefined>
    : unknown
  : unknown;

/** What a handler gets: validated input, the session, the database and helpers. */
export interface HandlerContext<K extends OperationId = OperationId> {
  operationId: K;
  request: FastifyRequest;
  /** The raw reply, for handlers that answer something else than JSON (return it then). */
  reply: FastifyReply;
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  query: QueryOf<K>;
  params: ParamsOf<K>;
  body: BodyOf<K>;
  /** The live session, or null when anonymous. */
  session: Session | null;
  /** The customer the request acts as (impersonated one during SSO), or null. */
  user: UserRow | null;
  /** The signed-in customer; throws a 401 envelope when anonymous. */
  requireUser(): UserRow;
  /** The live session; throws a 401 envelope when anonymous. */
  requireSession(): Session;
  /** Adds an Italian info message (`response.infos`), e.g. a toast text. */
  info(text: string, code?: string): void;
  /** Adds an Italian warning (`response.warnings`). */
  warning(text: string, code?: string): void;
  /** Opens a session for a user: cookie + `X-Ebsn-Account` header; the envelope user follows. */
  signIn(userId: number, options: { rememberMe: boolean }): Promise<Session>;
  /** Ends the current session and clears the cookie. */
  signOut(): Promise<void>;
  /** Re-reads the session (after SSO user changes). */
  refreshSession(): Promise<Session | null>;
}

/** A handler of one operation: returns the envelope's `data` (or the reply once sent). */
export type Handler<K extends OperationId = OperationId> = (
  ctx: HandlerContext<K>,
) => DataOf<K> | FastifyReply | Promise<DataOf<K> | FastifyReply>;

/** Handlers of an area, keyed by operationId: `{ 'products.list': async (ctx) => ... }`. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Dependencies of the operation routes. */
export interface RegistryOptions {
  db: Db;
  config: ServerConfig;
  operations: ContractOperation[];
  validator: ContractValidator;
  handlers: Handlers;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Envelope user of the request, once the session is known (for error envelopes). */
    envelopeUser?: EnvelopeUser;
  }
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-ebsn-account'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.length <= 512) return fromHeader;
  const cookie = request.cookies?.[ACCOUNT_COOKIE];
  return cookie && cookie.length <= 512 ? cookie : undefined;
}

function envelopeUserOf(session: Session | null): EnvelopeUser {
  if (!session) return ANONYMOUS_USER;
  return toEnvelopeUser(
    session.user,
    session.user.id !== session.account.id ? session.account : undefined,
  );
}

function isFormRequest(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/** Registers one Fastify route per contract operation, dispatching to its handler by operationId. */
export function registerOperations(app: FastifyInstance, options: RegistryOptions): void {
  const { db, config, validator, handlers } = options;
  for (const operation of options.operations) {
    const validators = validator.requestValidators(operation);
    const handler = handlers[operation.operationId as OperationId] as Handler | undefined;
    app.route({
      method: operation.method,
      url: operation.url,
      config: { operationId: operation.operationId },
      handler: async (request, reply) => {
        if (!handler) {
          reply.code(404);
          return envelope(null, {
            errors: [{ error: MESSAGES.unhandled, code: 'NOT_IMPLEMENTED' }],
          });
        }
        const query = { ...(request.query as Record<string, unknown>) };
        const params = { ...(request.params as Record<string, unknown>) };
        const checks: Array<[((data: unknown) => boolean) | undefined, unknown]> = [
          [validators.params, params],
          [validators.query, query],
          [validators.headers, request.headers],
        ];
        let body: unknown = request.body;
        if (validators.body) {
          if (body === undefined || body === null || body === '') body = {};
          if (typeof body !== 'object' || Array.isArray(body))
            throw new HttpError(400, MESSAGES.badBody, 'VALIDATION');
          body = { ...(body as Record<string, unknown>) };
          checks.push([isFormRequest(request) ? validators.formBody : validators.body, body]);
        }
        for (const [validate, data] of checks) {
          if (validate && !validate(data)) {
            const errors = (
              validate as unknown as { errors?: Parameters<typeof toItalianMessages>[0] }
            ).errors;
            throw new HttpError(400, MESSAGES.badBody, 'VALIDATION', toItalianMessages(errors));
          }
        }

        let token = readToken(request);
        let session = token ? await findSession(db, token) : null;
        request.envelopeUser = envelopeUserOf(session);
        const infos: Message[] = [];
        const warnings: Message[] = [];
        const ctx: HandlerContext = {
          operationId: operation.operationId as OperationId,
          request,
          reply,
          db,
          config,
          log: request.log,
          query: query as never,
          params: params as never,
          body: body as never,
          get session() {
            return session;
          },
          get user() {
            return session?.user ?? null;
          },
          requireSession() {
            if (!session) throw new HttpError(401, MESSAGES.notLogged, 'NOT_LOGGED');
            return session;
          },
          requireUser() {
            return this.requireSession().user;
          },
          info(text, code) {
            infos.push({ info: text, ...(code ? { code } : {}) });
          },
          warning(text, code) {
            warnings.push({ warning: text, ...(code ? { code } : {}) });
          },
          async signIn(userId, { rememberMe }) {
            if (session) await deleteSession(db, session.id);
            const lifetimeMs = rememberMe
              ? config.rememberMeDays * 86_400_000
              : config.sessionHours * 3_600_000;
            const created = await createSession(db, userId, lifetimeMs, rememberMe);
            token = created.token;
            setSessionCookie(reply, created.token, {
              secure: config.production,
              ...(rememberMe ? { maxAgeSeconds: Math.floor(lifetimeMs / 1000) } : {}),
            });
            reply.header('X-Ebsn-Account', created.token);
            session = await findSession(db, created.token);
            request.envelopeUser = envelopeUserOf(session);
            return session!;
          },
          async signOut() {
            if (session) await deleteSession(db, session.id);
            session = null;
            token = undefined;
            request.envelopeUser = ANONYMOUS_USER;
            clearSessionCookie(reply, config.production);
          },
          async refreshSession() {
            session = token ? await findSession(db, token) : null;
            request.envelopeUser = envelopeUserOf(session);
            return session;
          },
        };
        const data = await handler(ctx);
        if (data === reply || reply.sent) return reply;
        return envelope(data ?? null, { infos, warnings, user: envelopeUserOf(session) });
      },
    });
  }
}

/** The operationIds of the contract that no area handles yet. */
export function unhandledOperations(
  operations: ContractOperation[],
  handlers: Handlers,
): ContractOperation[] {
  return operations.filter((op) => !handlers[op.operationId as OperationId]);
}
