import openapiFetch, { type Client, type Middleware } from 'openapi-fetch';

import {
  EbsnError,
  INVALID_RESPONSE_MESSAGE,
  NetworkError,
  isAbortError,
  type EbsnMessage,
} from './errors';
import type { paths } from './generated/schema';

// openapi-fetch has only a default export. Node hands a CommonJS importer its whole `exports`
// object as that default (`{ default: createClient, ... }`), bundlers and ESM the function
// itself: take whichever arrives, so the SDK runs from `require()` as well as `import`.
const createClient: typeof openapiFetch =
  typeof openapiFetch === 'function'
    ? openapiFetch
    : (openapiFetch as unknown as { default: typeof openapiFetch }).default;

/** Name of the account token header (and browser cookie) of the EBSN platform. */
export const ACCOUNT_TOKEN_HEADER = 'X-Ebsn-Account';

/** Name of the client header that tells the backend which client calls (`carrello-web`). */
export const CLIENT_HEADER = 'X-Ebsn-Client';

/**
 * The non-simple header the contract requires on every call that changes state: a cross-site
 * form cannot send it without a CORS preflight, which is the backend's CSRF check.
 */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';

/** Per-call options accepted by every SDK method (last argument). */
export interface RequestOptions {
  /** Aborts the call; the AbortError is thrown as is. */
  signal?: AbortSignal;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
}

/** Called with the envelope's informational messages (`response.infos`) of a successful call. */
export type InfosHandler = (infos: EbsnMessage[], call: { method: string; path: string }) => void;

/** The envelope as it arrives on the wire. */
interface WireEnvelope {
  // The wire can carry `response: null`, which readEnvelope refuses.
  response?: {
    status?: number;
    errors?: EbsnMessage[];
    infos?: EbsnMessage[];
    warnings?: EbsnMessage[];
    errorsMessage?: string[];
    infosMessage?: string[];
    warningsMessage?: string[];
  } | null;
  user?: unknown;
  data?: unknown;
}

/** `data` of the JSON body of a 200 answer of one operation (never null: `unwrap` throws then). */
export type EnvelopeData<TBody> = TBody extends { data?: infer D } ? Exclude<D, null> : never;

/** The openapi-fetch client typed by the contract. */
export type ApiClient = Client<paths>;

/** What resource groups need: the typed client and the envelope unwrapper. */
export interface Transport {
  api: ApiClient;
  /** Resolves with the envelope's `data`, or throws EbsnError / NetworkError. */
  unwrap: <TBody>(
    call: Promise<{ data?: TBody; error?: unknown; response: Response }>,
  ) => Promise<EnvelopeData<NonNullable<TBody>>>;
}

/** Options of the transport. */
interface TransportOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  clientName: string;
  accountToken?: string;
  keepAccountToken: boolean;
  onInfos?: InfosHandler;
  onAccountTokenChange?: (token: string | undefined) => void;
}

/** Session state of a client that keeps the account token itself (Node, tests, apps). */
interface TokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

function toMessages(list: unknown, strings: unknown, kind: 'error' | 'info' | 'warning') {
  const messages: EbsnMessage[] = Array.isArray(list)
    ? (list as unknown[]).map((item): EbsnMessage =>
        typeof item === 'string' ? { [kind]: item } : (item as EbsnMessage),
      )
    : [];
  // Some chains fill only the `*Message` string lists; fold them in so callers read one list.
  if (messages.length === 0 && Array.isArray(strings)) {
    for (const text of strings) if (typeof text === 'string') messages.push({ [kind]: text });
  }
  return messages;
}

type ReadEnvelope = WireEnvelope & { response: NonNullable<WireEnvelope['response']> };

function readEnvelope(body: unknown): ReadEnvelope | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const envelope = body as WireEnvelope;
  if (typeof envelope.response !== 'object' || envelope.response === null) return undefined;
  return envelope as ReadEnvelope;
}

const callInfo = new WeakMap<Response, { method: string; path: string }>();
const utf8 = new TextEncoder();

/** Builds the typed client with the platform's session, header and envelope handling. */
export function createTransport(options: TransportOptions): Transport & { tokens: TokenStore } {
  let token = options.accountToken;
  const tokens: TokenStore = {
    get: () => token,
    set: (next) => {
      if (next === token) return;
      token = next;
      options.onAccountTokenChange?.(next);
    },
  };

  const fetchImpl = options.fetch;
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    credentials: options.credentials ?? 'include',
    headers: { Accept: 'application/json', ...options.headers },
    ...(fetchImpl ? { fetch: (request: Request) => fetchImpl(request) } : {}),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      request.headers.set(CLIENT_HEADER, options.clientName);
      request.headers.set(REQUESTED_WITH_HEADER, 'XMLHttpRequest');
      const current = tokens.get();
      if (options.keepAccountToken && current && !request.headers.has(ACCOUNT_TOKEN_HEADER)) {
        request.headers.set(ACCOUNT_TOKEN_HEADER, current);
      }
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      const call = { method: request.method, path: schemaPath };
      const issued = response.headers.get(ACCOUNT_TOKEN_HEADER);
      if (options.keepAccountToken && issued !== null) tokens.set(issued || undefined);
      if (response.status === 204 || request.method === 'HEAD') {
        callInfo.set(response, call);
        return response;
      }
      // The platform may send blank lines (or a BOM) before the JSON: trim before parsing.
      const text = (await response.text()).replace(/^[\uFEFF\s]+/, '');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new EbsnError({
          ...call,
          httpStatus: response.status,
          fallbackMessage: INVALID_RESPONSE_MESSAGE,
          cause,
        });
      }
      if (!readEnvelope(body)) {
        throw new EbsnError({
          ...call,
          httpStatus: response.status,
          fallbackMessage: INVALID_RESPONSE_MESSAGE,
        });
      }
      const bytes = utf8.encode(text);
      const headers = new Headers(response.headers);
      headers.set('content-length', String(bytes.byteLength));
      headers.delete('content-encoding');
      const cleaned = new Response(bytes, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      // openapi-fetch reads a successful answer of known length with `json()`: it gets the body
      // parsed above rather than parsing the same text a second time.
      cleaned.json = () => Promise.resolve(body);
      callInfo.set(cleaned, call);
      return cleaned;
    },
    onError({ error, request, schemaPath }) {
      // Aborts pass through untouched, whatever the abort reason is.
      if (request.signal.aborted || isAbortError(error)) return undefined;
      if (error instanceof EbsnError) return error;
      return new NetworkError({ method: request.method, path: schemaPath, cause: error });
    },
  };
  api.use(middleware);

  async function unwrap<TBody>(
    call: Promise<{ data?: TBody; error?: unknown; response: Response }>,
  ): Promise<EnvelopeData<NonNullable<TBody>>> {
    const result = await call;
    const info = callInfo.get(result.response) ?? {
      method: 'GET',
      path: new URL(result.response.url || 'http://x/').pathname,
    };
    const envelope = readEnvelope(result.response.ok ? result.data : result.error);
    if (!envelope) {
      throw new EbsnError({
        ...info,
        httpStatus: result.response.status,
        fallbackMessage: INVALID_RESPONSE_MESSAGE,
      });
    }
    const head = envelope.response;
    const errors = toMessages(head.errors, head.errorsMessage, 'error');
    const infos = toMessages(head.infos, head.infosMessage, 'info');
    const warnings = toMessages(head.warnings, head.warningsMessage, 'warning');
    const status = typeof head.status === 'number' ? head.status : undefined;
    if (!result.response.ok || status !== 0) {
      throw new EbsnError({
        ...info,
        httpStatus: result.response.status,
        status,
        errors,
        infos,
        warnings,
        data: envelope.data,
      });
    }
    if (infos.length > 0) options.onInfos?.(infos, info);
    return envelope.data as EnvelopeData<NonNullable<TBody>>;
  }

  return { api, unwrap, tokens };
}

/** Body options of a call whose body is `application/x-www-form-urlencoded` (the platform's forms). */
export function formBody(options?: RequestOptions) {
  return {
    ...options,
    headers: { ...options?.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    bodySerializer(body: unknown) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
        if (value === undefined || value === null) continue;
        // Past the object case a contract body holds only strings, numbers and booleans.
        const text =
          typeof value === 'object'
            ? JSON.stringify(value)
            : (value as string | number | boolean).toString();
        params.append(key, text);
      }
      return params.toString();
    },
  };
}
