import {
  isAbortError,
  messageText,
  type EbsnClient,
  type EbsnMessage,
  type QueryOf,
} from '@carrello/sdk';

import { defaultHookMessages, type CarrelloHookMessages } from '../messages';

/**
 * What reserving a pick-up sends; with `access_token` (anonymous order link) the token-order
 * call is used, without it the signed-in user's.
 */
export type ReserveParkingVariables = QueryOf<'/ebsn/api/order-reservation/reserve', 'post'> & {
  /** Token of the e-mailed order link, for visitors who are not signed in. */
  access_token?: string;
};

/** The reservation outcome dialog to show (docs/requirements/delivery.md and errors.md). */
export type ReservationOutcome =
  | { kind: 'success'; title: 'Informazioni'; message: string }
  | { kind: 'error'; title: 'Attenzione'; message: string }
  | { kind: 'unexpected'; title: 'Errore'; message: string };

/** Message of a successful reservation whose answer carries no info. */
export const RESERVATION_SUCCESS_MESSAGE = defaultHookMessages.reservationSucceeded;

/** Message of the unexpected-error dialog (docs/requirements/errors.md). */
export const RESERVATION_UNEXPECTED_MESSAGE = defaultHookMessages.unexpectedError;

interface WireStatus {
  status?: unknown;
  errors?: unknown;
  infos?: unknown;
  errorsMessage?: unknown;
  infosMessage?: unknown;
}

function firstText(list: unknown, strings: unknown, kind: 'error' | 'info'): string | undefined {
  const messages: EbsnMessage[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    if (typeof item === 'string') messages.push({ [kind]: item });
    else if (typeof item === 'object' && item !== null) messages.push(item as EbsnMessage);
  }
  for (const text of Array.isArray(strings) ? strings : []) {
    if (typeof text === 'string') messages.push({ [kind]: text });
  }
  return messageText(messages);
}

/** Reserves and maps the envelope to the dialog of docs/requirements/delivery.md; rejects only when aborted. */
export async function reserveParking(
  client: EbsnClient,
  { access_token, ...query }: ReserveParkingVariables,
  signal?: AbortSignal,
  messages: Pick<
    CarrelloHookMessages,
    'reservationSucceeded' | 'unexpectedError'
  > = defaultHookMessages,
): Promise<ReservationOutcome> {
  try {
    // The raw client keeps the envelope: a success's info is the dialog's text.
    const { data, error, response } =
      access_token === undefined
        ? await client.raw.POST('/ebsn/api/order-reservation/reserve', {
            params: { query },
            ...(signal ? { signal } : {}),
          })
        : await client.raw.POST('/ebsn/api/token-order/reserve', {
            params: { query: { ...query, access_token } },
            ...(signal ? { signal } : {}),
          });
    const head = ((response.ok ? data : error) as { response?: WireStatus } | undefined)?.response;
    // docs/requirements/delivery.md: status 0 is success, with an info message.
    if (response.ok && head?.status === 0) {
      return {
        kind: 'success',
        title: 'Informazioni',
        message: firstText(head.infos, head.infosMessage, 'info') ?? messages.reservationSucceeded,
      };
    }
    // docs/requirements/delivery.md: otherwise the first error is shown.
    const refusal = firstText(head?.errors, head?.errorsMessage, 'error');
    if (refusal !== undefined) return { kind: 'error', title: 'Attenzione', message: refusal };
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
  }
  // docs/requirements/delivery.md: otherwise a generic unexpected-error message (network, invalid answer...).
  return { kind: 'unexpected', title: 'Errore', message: messages.unexpectedError };
}
