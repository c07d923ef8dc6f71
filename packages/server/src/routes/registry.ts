import type { OperationDataOf, operations } from '@carrello/sdk';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import type { ContractOperation } from '../contract/load-contract';
import {
  JSON_MEDIA_TYPE,
  toItalianMessages,
  type ContractValidator,
  type RequestValidate,
} from '../contract/validator';
import type { Db, UserRow } from '../db/database';
import { envelope, type Message } from '../http/envelope';
import { HttpError, MESSAGES } from '../http/errors';
import {
  envelopeUserOf,
  refreshSession,
  requestSession,
  signIn,
  signOut,
} from '../http/request-session';
import type { Session } from '../services/session';

/** operationId of every call of the contract (`'auth.login'`, `'cart.view'`, ...). */
export type OperationId = keyof operations & string;

type Parameters_<K extends OperationId> = operations[K] extends { parameters: infer P } ? P : never;
type Part<P, Name extends string> = P extends { [key in Name]?: infer V }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;

/** Validated (and coerced) query parameters of an operation. */
type QueryOf<K extends OperationId> = Part<Parameters_<K>, 'query'>;
/** Path parameters of an operation. */
type ParamsOf<K extends OperationId> = Part<Parameters_<K>, 'path'>;
/** Validated request body of an operation (JSON or form, same shape). */
type BodyOf<K extends OperationId> = [NonNullable<operations[K]['requestBody']>] extends [never]
  ? undefined
  : NonNullable<operations[K]['requestBody']> extends { content: infer C }
    ? C[keyof C]
    : undefined;

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

/**
 * Awaits a handler's change, then adds its confirmation to `response.infos`: the toast says a
 * thing was done only once it was (a refusal carries its own error instead).
 */
export async function confirmed<T>(
  ctx: Pick<HandlerContext, 'info'>,
  text: string,
  change: Promise<T>,
): Promise<T> {
  const result = await change;
  ctx.info(text);
  return result;
}

/** The info and warning sink of a service that reports as it goes (cart and list additions). */
export function notices(ctx: Pick<HandlerContext, 'info' | 'warning'>) {
  return { info: (text: string) => ctx.info(text), warning: (text: string) => ctx.warning(text) };
}

/** A handler of one operation: returns the envelope's `data` (or the reply once sent). */
type Handler<K extends OperationId = OperationId> = (
  ctx: HandlerContext<K>,
) => OperationDataOf<K> | FastifyReply | Promise<OperationDataOf<K> | FastifyReply>;

/** Handlers of an area, keyed by operationId: `{ 'products.list': async (ctx) => ... }`. */
export type Handlers = { [K in OperationId]?: Handler<K> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (`'cart.view'`), absent outside the contract. */
    operationId?: string;
  }
}

/** Options of the contract's operations plugin. */
interface RegistryOptions {
  config: ServerConfig;
  operations: ContractOperation[];
  validator: ContractValidator;
  handlers: Handlers;
}

/**
 * Readies a request's body for its route schema: a call that sends none (no media type, nothing
 * to parse) is an empty JSON object, validated as one; a body that is not an object (a JSON array
 * or string) is refused as a whole. Fastify validates a body schema keyed by media type only when
 * the request has one, so the JSON validator is run here for a body-less call.
 */
async function prepareBody(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body === undefined || body === null || body === '') request.body = {};
  else if (typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, MESSAGES.badBody, 'VALIDATION');
  if (request.mediaType !== undefined) return;
  const validators = request.getValidationFunction('body') as unknown as
    Record<string, RequestValidate> | undefined;
  const validate = validators?.[JSON_MEDIA_TYPE];
  if (validate && !validate(request.body)) throw validationError(validate.errors);
}

/** The envelope's 400 for a request its schema refuses, in Italian, field by field. */
function validationError(errors: Parameters<typeof toItalianMessages>[0]): HttpError {
  return new HttpError(400, MESSAGES.badBody, 'VALIDATION', toItalianMessages(errors));
}

/**
 * The contract's operations as a plugin: one Fastify route per operation with its route `schema`
 * from the contract (compiled by the contract's Ajv, refusals in Italian in the envelope), the
 * request's session from {@link requestSession}, dispatching to its handler by operationId. An
 * operation without a handler answers 404 `NOT_IMPLEMENTED`.
 */
export async function contractOperations(
  api: FastifyInstance,
  options: RegistryOptions,
): Promise<void> {
  const { config, validator, handlers } = options;
  const { db } = api;
  await api.register(requestSession);
  api.setValidatorCompiler(({ schema, httpPart, contentType }) =>
    validator.compile(schema as Record<string, unknown>, {
      ...(httpPart ? { httpPart } : {}),
      ...(contentType ? { contentType } : {}),
    }),
  );
  api.setSchemaErrorFormatter((errors) => validationError(errors as never));
  for (const operation of options.operations) {
    const operationId = operation.operationId as OperationId;
    const handler = handlers[operationId] as Handler | undefined;
    if (!handler) {
      api.route({
        method: operation.method,
        url: operation.url,
        config: { operationId },
        handler: async (_request, reply) => {
          reply.code(404);
          return envelope(null, {
            errors: [{ error: MESSAGES.unhandled, code: 'NOT_IMPLEMENTED' }],
          });
        },
      });
      continue;
    }
    const schema = validator.routeSchema(operation);
    api.route({
      method: operation.method,
      url: operation.url,
      config: { operationId },
      schema,
      ...(schema.body ? { preValidation: prepareBody } : {}),
      handler: async (request, reply) => {
        const infos: Message[] = [];
        const warnings: Message[] = [];
        const ctx: HandlerContext = {
          operationId,
          request,
          reply,
          db,
          config,
          log: request.log,
          query: request.query as never,
          params: request.params as never,
          body: request.body as never,
          get session() {
            return request.session;
          },
          get user() {
            return request.user;
          },
          requireSession: () => request.requireSession(),
          requireUser: () => request.requireUser(),
          info(text, code) {
            infos.push({ info: text, ...(code ? { code } : {}) });
          },
          warning(text, code) {
            warnings.push({ warning: text, ...(code ? { code } : {}) });
          },
          signIn: (userId, signInOptions) => signIn(request, reply, config, userId, signInOptions),
          signOut: () => signOut(request, reply, config),
          refreshSession: () => refreshSession(request),
        };
        const data = await handler(ctx);
        if (data === reply || reply.sent) return reply;
        return envelope(data ?? null, {
          infos,
          warnings,
          user: envelopeUserOf(request.session),
        });
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
