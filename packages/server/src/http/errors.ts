import type { Message } from './envelope';

/**
 * A business refusal (item not editable, slot full, cart locked): answered with HTTP 200 and
 * `response.status` 1, as the platform does.
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';

  constructor(
    message: string,
    readonly code?: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A refusal with an HTTP 4xx status (not signed in, forbidden, unknown id, bad input). */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly code?: string,
    readonly messages?: Message[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Italian texts shared by every area. */
export const MESSAGES = {
  notLogged: 'Devi accedere per continuare',
  forbidden: 'Non hai i permessi per questa operazione',
  notFound: 'Risorsa non trovata',
  unhandled: 'Operazione non ancora disponibile sul server di riferimento',
  badBody: 'Corpo della richiesta non valido',
  unsupportedMediaType: 'Formato del corpo della richiesta non supportato',
  tooLarge: 'Il corpo della richiesta è troppo grande',
  badUrl: 'Indirizzo della richiesta non valido',
  urlTooLong: 'Indirizzo della richiesta troppo lungo',
  headersTooLarge: 'Indirizzo o intestazioni della richiesta troppo lunghi',
  badRequest: 'Richiesta non valida',
  timeout: 'Tempo scaduto: la richiesta è arrivata incompleta',
  unexpected: 'Si è verificato un errore imprevisto, riprova',
  csrf: 'Richiesta rifiutata: proviene da un altro sito',
  tooManyRequests: 'Troppi tentativi, riprova tra qualche minuto',
} as const;

/** Shorthand for a 404 refusal about an unknown id. */
export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, message, 'NOT_FOUND');
}

/** A 400 refusal of one input field: the message both on the envelope and on the field. */
export function fieldError(message: string, field: string): HttpError {
  return new HttpError(400, message, 'VALIDATION', [{ error: message, code: 'VALIDATION', field }]);
}
