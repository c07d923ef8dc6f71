import { formBody, type RequestOptions, type Transport } from '../transport';
import type { paths } from '../generated/schema';
import type { ApiPath, DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** The contract paths that have an operation for `method`. */
export type PathWith<M extends 'get' | 'post'> = {
  [P in ApiPath]: paths[P] extends Record<M, object> ? P : never;
}[ApiPath];

// The shapes of the SDK's methods, named the way openapi-fetch names `ClientMethod`: a method's
// declaration reads `view: GetWithOptionalQueryCall<'/ebsn/api/cart/view'>`, and its parameters
// and answer come from that path's operation in the contract.

/** A `GET` method with no input: `(options?)`. */
export type GetCall<P extends PathWith<'get'>> = (
  options?: RequestOptions,
) => Promise<DataOf<P, 'get'>>;

/** A `GET` method with a required query: `(query, options?)`. */
export type GetWithQueryCall<P extends PathWith<'get'>> = (
  query: QueryOf<P, 'get'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'get'>>;

/** A `GET` method whose query may be left out: `(query?, options?)`. */
export type GetWithOptionalQueryCall<P extends PathWith<'get'>> = (
  query?: QueryOf<P, 'get'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'get'>>;

/** A `POST` method with no input: `(options?)`. */
export type PostCall<P extends PathWith<'post'>> = (
  options?: RequestOptions,
) => Promise<DataOf<P, 'post'>>;

/** A `POST` method with its input in the query: `(query, options?)`. */
export type PostWithQueryCall<P extends PathWith<'post'>> = (
  query: QueryOf<P, 'post'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'post'>>;

/** A `POST` method with a JSON body: `(body, options?)`. */
export type PostJsonCall<P extends PathWith<'post'>> = (
  body: JsonBodyOf<P, 'post'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'post'>>;

/** A `POST` method with a form body: `(body, options?)`. */
export type PostFormCall<P extends PathWith<'post'>> = (
  body: FormBodyOf<P, 'post'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'post'>>;

/** A `POST` method with a JSON body to one retailer's group: `(retailer, body, options?)`. */
export type RetailerPostJsonCall<P extends PathWith<'post'>> = (
  retailer: string,
  body: JsonBodyOf<P, 'post'>,
  options?: RequestOptions,
) => Promise<DataOf<P, 'post'>>;

/** What openapi-fetch resolves a call with, before the envelope is unwrapped. */
type FetchResult = Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Builders of the SDK's methods, one for each way the contract's operations take their input.
 * Each takes the operation's path once and returns the method, typed by that path: its query,
 * body and envelope `data` come from the generated contract, so a method reads as one line.
 *
 * Operations with path parameters, or methods that reshape the answer, are written out with
 * the transport's `api` and `unwrap` instead.
 */
export function endpoints({ api, unwrap }: Transport) {
  function send<P extends ApiPath, M extends 'get' | 'post'>(
    method: 'GET' | 'POST',
    path: P,
    init: object,
  ): Promise<DataOf<P, M>> {
    // openapi-fetch types a call by a literal path; a path that is still a type parameter does
    // not resolve its overloads. The builders' signatures below carry the types instead.
    const call = api[method] as unknown as (path: string, init: object) => FetchResult;
    return unwrap(call(path, init)) as Promise<DataOf<P, M>>;
  }

  return {
    /** `GET` with no input. */
    get:
      <P extends PathWith<'get'>>(path: P): GetCall<P> =>
      (options) =>
        send('GET', path, { ...options }),

    /** `GET` with a required query. */
    getWithQuery:
      <P extends PathWith<'get'>>(path: P): GetWithQueryCall<P> =>
      (query, options) =>
        send('GET', path, { params: { query }, ...options }),

    /** `GET` whose query may be left out. */
    getWithOptionalQuery:
      <P extends PathWith<'get'>>(path: P): GetWithOptionalQueryCall<P> =>
      (query, options) =>
        send('GET', path, { params: { query: query ?? {} }, ...options }),

    /** `POST` with no input. */
    post:
      <P extends PathWith<'post'>>(path: P): PostCall<P> =>
      (options) =>
        send('POST', path, { ...options }),

    /** `POST` with its input in the query. */
    postWithQuery:
      <P extends PathWith<'post'>>(path: P): PostWithQueryCall<P> =>
      (query, options) =>
        send('POST', path, { params: { query }, ...options }),

    /** `POST` with a JSON body. */
    postJson:
      <P extends PathWith<'post'>>(path: P): PostJsonCall<P> =>
      (body, options) =>
        send('POST', path, { body, ...options }),

    /** `POST` with a form body (`application/x-www-form-urlencoded`). */
    postForm:
      <P extends PathWith<'post'>>(path: P): PostFormCall<P> =>
      (body, options) =>
        send('POST', path, { body, ...formBody(options) }),

    /** `POST` with a JSON body to one retailer's group (`/ebsn/api/{retailer}-…`). */
    retailerPostJson:
      <P extends PathWith<'post'> & `/ebsn/api/{retailer}${string}`>(
        path: P,
      ): RetailerPostJsonCall<P> =>
      (retailer, body, options) =>
        send('POST', path, { params: { path: { retailer } }, body, ...options }),
  };
}
