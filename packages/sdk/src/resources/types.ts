import type { operations, paths } from '../generated/schema';
import type { EnvelopeData } from '../transport';

/** A contract path (always starting with `/ebsn/api`). */
export type ApiPath = keyof paths;

type Operation<P extends ApiPath, M extends 'get' | 'post'> =
  paths[P] extends Record<M, infer O> ? O : never;

/** Query parameters of an operation. */
export type QueryOf<P extends ApiPath, M extends 'get' | 'post'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Path parameters of an operation. */
export type PathParamsOf<P extends ApiPath, M extends 'get' | 'post'> =
  Operation<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;

/** JSON request body of an operation. */
export type JsonBodyOf<P extends ApiPath, M extends 'get' | 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** Form (`application/x-www-form-urlencoded`) request body of an operation. */
export type FormBodyOf<P extends ApiPath, M extends 'get' | 'post'> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/x-www-form-urlencoded': infer B } };
  }
    ? B
    : never;

/** JSON body of an operation's 200 answer. */
type OkBodyOf<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : never;

/** `data` of the envelope of an operation's 200 answer (never null: the SDK throws then). */
export type DataOf<P extends ApiPath, M extends 'get' | 'post'> = EnvelopeData<
  OkBodyOf<Operation<P, M>>
>;

/**
 * {@link DataOf} by `operationId` (`'cart.view'`): what a server implementing the contract
 * answers in `data`.
 */
export type OperationDataOf<K extends keyof operations> = EnvelopeData<OkBodyOf<operations[K]>>;
