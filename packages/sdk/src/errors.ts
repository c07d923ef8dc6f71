/** One message of the EBSN envelope (`response.errors`, `response.infos`, `response.warnings`). */
export interface EbsnMessage {
  /** Machine-readable code, when the server gives one. */
  code?: string;
  /** Text of an error message (Italian). */
  error?: string;
  /** Text of an informational message (Italian). */
  info?: string;
  /** Text of a warning (Italian). */
  warning?: string;
  /** Name of the request field the message is about, when there is one. */
  field?: string;
  [key: string]: unknown;
}

/** What every EbsnError and NetworkError knows about the call that failed. */
export interface EbsnCallInfo {
  /** HTTP method of the call, upper-case. */
  method: string;
  /** Contract path of the call, e.g. `/ebsn/api/cart/view`. */
  path: string;
}

/** Options to build an {@link EbsnError}. */
export interface EbsnErrorOptions extends EbsnCallInfo {
  /** HTTP status of the answer. */
  httpStatus: number;
  /** Envelope status (`response.status`); undefined when the answer had no envelope. */
  status?: number | undefined;
  /** The envelope's error messages. */
  errors?: EbsnMessage[];
  /** The envelope's informational messages. */
  infos?: EbsnMessage[];
  /** The envelope's warnings. */
  warnings?: EbsnMessage[];
  /** The envelope's `data`, when the server sent some with the refusal. */
  data?: unknown;
  /** Message used when the envelope carries no error text. */
  fallbackMessage?: string;
  /** Underlying error, e.g. a JSON syntax error. */
  cause?: unknown;
}

/** Text shown when an answer is not an EBSN envelope at all. */
export const INVALID_RESPONSE_MESSAGE = 'Risposta non valida dal server.';

/** Text shown when the server could not be reached. */
export const NETWORK_ERROR_MESSAGE = 'Impossibile contattare il server. Controlla la connessione.';

/** First human-readable text among envelope messages. */
export function messageText(messages: readonly EbsnMessage[] | undefined): string | undefined {
  for (const message of messages ?? []) {
    const text = message.error ?? message.warning ?? message.info;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/**
 * The EBSN API refused a call: an HTTP failure, or HTTP 200 with envelope `status != 0`.
 * Its `message` is the first error text of the envelope (Italian), ready to show to a shopper.
 * @example
 * try { await client.cart.lock(); } catch (error) {
 *   if (isEbsnError(error)) toast(error.message);
 * }
 */
export class EbsnError extends Error {
  override readonly name = 'EbsnError';
  /** HTTP status of the answer (200 for envelope refusals). */
  readonly httpStatus: number;
  /** Envelope status; 0 means success, so an EbsnError never has 0 unless the HTTP status failed. */
  readonly status: number | undefined;
  /** The envelope's error messages. */
  readonly errors: EbsnMessage[];
  /** The envelope's informational messages. */
  readonly infos: EbsnMessage[];
  /** The envelope's warnings. */
  readonly warnings: EbsnMessage[];
  /** The envelope's `data` sent along with the refusal, if any. */
  readonly data: unknown;
  /** HTTP method of the failed call. */
  readonly method: string;
  /** Contract path of the failed call. */
  readonly path: string;

  constructor(options: EbsnErrorOptions) {
    const errors = options.errors ?? [];
    super(
      messageText(errors) ??
        options.fallbackMessage ??
        `Si è verificato un errore imprevisto (HTTP ${options.httpStatus}).`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.httpStatus = options.httpStatus;
    this.status = options.status;
    this.errors = errors;
    this.infos = options.infos ?? [];
    this.warnings = options.warnings ?? [];
    this.data = options.data;
    this.method = options.method;
    this.path = options.path;
  }
}

/**
 * The server could not be reached (DNS, refused connection, CORS, offline).
 * The original error is in `cause`. Aborted calls are never wrapped: their AbortError passes through.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** HTTP method of the failed call. */
  readonly method: string;
  /** Contract path of the failed call. */
  readonly path: string;

  constructor(info: EbsnCallInfo & { cause: unknown; message?: string }) {
    super(info.message ?? NETWORK_ERROR_MESSAGE, { cause: info.cause });
    this.method = info.method;
    this.path = info.path;
  }
}

/** Whether `error` is an {@link EbsnError}. */
export function isEbsnError(error: unknown): error is EbsnError {
  return error instanceof EbsnError;
}

/** Whether `error` is a {@link NetworkError}. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** Whether `error` comes from an aborted call (`AbortController.abort()`). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/**
 * Default retry policy: retry network failures and HTTP 5xx, never a 4xx, an envelope refusal
 * or an abort. Pass it to TanStack Query's `retry` as `(count, error) => count < 3 && isRetryableError(error)`.
 */
export function isRetryableError(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  if (isEbsnError(error)) return error.httpStatus >= 500;
  return false;
}
