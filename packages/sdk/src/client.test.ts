import { describe, expect, it, vi } from 'vitest';

import { createEbsnClient } from './client';
import { EbsnError, NetworkError, isRetryableError } from './errors';
import { BASE_URL, envelope } from './testing/fake-server';

/** The body of an answer: the envelope around `data`, with `response` replacing its fields. */
const answer = (data: unknown, response: Record<string, unknown> = {}) =>
  JSON.stringify(envelope(data, response));

/**
 * A fetch that gives `answers` in turn (the last one again once they run out), the requests it
 * received, and a client on {@link BASE_URL} that calls it.
 */
function serverAnswering(...answers: Array<() => Response | Promise<Response>>) {
  const requests: Request[] = [];
  let index = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    const answer = answers[Math.min(index, answers.length - 1)];
    if (!answer) throw new Error('serverAnswering needs at least one answer');
    index += 1;
    return answer();
  });
  return { fetch, requests, client: createEbsnClient({ baseUrl: BASE_URL, fetch }) };
}

describe('createEbsnClient', () => {
  describe('when the server answers with blank lines before the JSON', () => {
    it('still resolves with the envelope data', async () => {
      const { client } = serverAnswering(
        () => new Response(`\n\n\r\n  ${answer({ cartId: 9, totalItems: 2 })}`, { status: 200 }),
      );
      await expect(client.cart.view()).resolves.toEqual({ cartId: 9, totalItems: 2 });
    });
  });

  describe('when the envelope status is not 0 with HTTP 200', () => {
    it('throws an EbsnError carrying the Italian message, status, errors and infos', async () => {
      const { client } = serverAnswering(
        () =>
          new Response(
            answer(null, {
              status: 2,
              errors: [{ error: 'Il carrello è bloccato.' }],
              infos: [{ info: 'Riprova tra poco.' }],
            }),
          ),
      );
      const error = await client.cart.lock().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EbsnError);
      expect(error).toMatchObject({
        name: 'EbsnError',
        message: 'Il carrello è bloccato.',
        httpStatus: 200,
        status: 2,
        errors: [{ error: 'Il carrello è bloccato.' }],
        infos: [{ info: 'Riprova tra poco.' }],
        method: 'POST',
        path: '/ebsn/api/cart/lock',
      });
    });

    it('reads the message from errorsMessage when errors is empty', async () => {
      const { client } = serverAnswering(
        () => new Response(answer(null, { status: 1, errorsMessage: ['Fascia oraria piena.'] })),
      );
      await expect(client.cart.setTimeslot({ date: '2026-11-24', timeslot_id: 3 })).rejects.toThrow(
        'Fascia oraria piena.',
      );
    });
  });

  describe('when the server answers an HTTP error with the envelope', () => {
    it('throws an EbsnError with the HTTP status and the envelope messages', async () => {
      const { client } = serverAnswering(
        () =>
          new Response(
            answer(null, {
              status: 1,
              errors: [{ error: 'Prodotto inesistente.', field: 'productId' }],
            }),
            { status: 404, headers: { 'Content-Type': 'application/json' } },
          ),
      );
      const error = await client.products.get(999999).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        httpStatus: 404,
        status: 1,
        message: 'Prodotto inesistente.',
        method: 'GET',
        path: '/ebsn/api/products/{productId}',
      });
      expect(isRetryableError(error)).toBe(false);
    });
  });

  describe('when the answer is not an envelope', () => {
    it('throws an EbsnError "Risposta non valida dal server." for an HTML error page', async () => {
      const { client } = serverAnswering(
        () => new Response('<html><body>Bad Gateway</body></html>', { status: 502 }),
      );
      const error = await client.cart.view().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EbsnError);
      expect(error).toMatchObject({ httpStatus: 502, message: 'Risposta non valida dal server.' });
      expect(isRetryableError(error)).toBe(true);
    });

    it('throws for JSON without the response block', async () => {
      const { client } = serverAnswering(() => new Response(JSON.stringify({ cartId: 1 })));
      await expect(client.cart.view()).rejects.toThrow('Risposta non valida dal server.');
    });
  });

  describe('when the network fails', () => {
    it('throws a NetworkError whose cause is the original error', async () => {
      const cause = new TypeError('fetch failed');
      const fetch = vi.fn(() => Promise.reject(cause));
      const client = createEbsnClient({ baseUrl: BASE_URL, fetch });
      const error = await client.auth.test().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({
        message: 'Impossibile contattare il server. Controlla la connessione.',
        method: 'GET',
        path: '/ebsn/api/auth/test',
      });
      expect((error as NetworkError).cause).toBe(cause);
      expect(isRetryableError(error)).toBe(true);
    });
  });

  describe('when the caller aborts', () => {
    it('lets the AbortError pass through untouched', async () => {
      const controller = new AbortController();
      const fetch = vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((_resolve, reject) => {
            // Like a real fetch: reject at once when already aborted, else on the abort event.
            const { signal } = input as Request;
            const abort = () =>
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            if (signal.aborted) abort();
            else signal.addEventListener('abort', abort);
          }),
      );
      const client = createEbsnClient({ baseUrl: BASE_URL, fetch });
      const pending = client.products.search('latte', {}, { signal: controller.signal });
      controller.abort();
      const error = await pending.catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ name: 'AbortError' });
    });
  });

  describe('when a successful answer carries infos', () => {
    it('hands them to onInfos and resolves with the data', async () => {
      const onInfos = vi.fn();
      const { fetch } = serverAnswering(
        () =>
          new Response(answer({ subscriptionPlans: [] }, { infos: [{ info: 'Piano aggiunto.' }] })),
      );
      const client = createEbsnClient({ baseUrl: BASE_URL, fetch, onInfos });
      await expect(client.subscriptions.add({ subscriptionPlanId: 3 })).resolves.toEqual({
        subscriptionPlans: [],
      });
      expect(onInfos).toHaveBeenCalledWith([{ info: 'Piano aggiunto.' }], {
        method: 'POST',
        path: '/ebsn/api/subscription-plan/add',
      });
    });
  });

  describe('in Node, where there is no cookie jar', () => {
    it('keeps the X-Ebsn-Account token from login and sends it back on later calls', async () => {
      const onAccountTokenChange = vi.fn();
      const { fetch, requests } = serverAnswering(
        () =>
          new Response(
            answer({ user: { userId: 7, login: 'mario.rossi@example.it' }, cartId: 3 }),
            {
              headers: { 'X-Ebsn-Account': 'jwt-123' },
            },
          ),
        () => new Response(answer({ cartId: 3 })),
      );
      const client = createEbsnClient({
        baseUrl: BASE_URL,
        fetch,
        onAccountTokenChange,
      });
      await client.auth.login({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
      await client.cart.view();
      expect(requests[0]?.headers.get('X-Ebsn-Account')).toBeNull();
      expect(requests[1]?.headers.get('X-Ebsn-Account')).toBe('jwt-123');
      expect(client.getAccountToken()).toBe('jwt-123');
      expect(onAccountTokenChange).toHaveBeenCalledWith('jwt-123');
    });

    it('sends the login as the platform form body', async () => {
      const { client, requests } = serverAnswering(() => new Response(answer({ cartId: 1 })));
      await client.auth.login({
        login: 'mario.rossi@example.it',
        password: 'Spesa2026!',
        remember_me: true,
      });
      expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
      expect(await requests[0]?.text()).toBe(
        'login=mario.rossi%40example.it&password=Spesa2026%21&remember_me=true',
      );
    });
  });

  describe('in a browser, where the cookie holds the session', () => {
    it('does not copy the token into a header and sends cookies', async () => {
      const { fetch, requests } = serverAnswering(
        () => new Response(answer({ cartId: 1 }), { headers: { 'X-Ebsn-Account': 'jwt-9' } }),
      );
      const client = createEbsnClient({
        baseUrl: BASE_URL,
        fetch,
        keepAccountToken: false,
      });
      await client.auth.login({ login: 'a@b.it', password: 'x' });
      await client.cart.view();
      expect(requests[1]?.headers.get('X-Ebsn-Account')).toBeNull();
      expect(requests[1]?.credentials).toBe('include');
      expect(client.getAccountToken()).toBeUndefined();
    });
  });

  it('refuses a relative baseUrl outside a browser with a clear error', () => {
    expect(() => createEbsnClient({ baseUrl: '' })).toThrow(
      'baseUrl must be an absolute http(s) URL outside a browser',
    );
  });

  it('sends X-Requested-With so the backend can refuse cross-site calls', async () => {
    const { client, requests } = serverAnswering(() => new Response(answer({})));
    await client.cart.empty();
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the configured headers and client name with every call', async () => {
    const { fetch, requests } = serverAnswering(() => new Response(answer({})));
    const client = createEbsnClient({
      baseUrl: 'https://spesa.example.it/',
      fetch,
      headers: { 'x-ebsn-version': '2.4.0' },
      clientName: 'spesa-app',
    });
    await client.cart.view({}, { headers: { 'x-ebsn-client-uuid': 'abc' } });
    expect(requests[0]?.url).toBe('https://spesa.example.it/ebsn/api/cart/view');
    expect(requests[0]?.headers.get('x-ebsn-version')).toBe('2.4.0');
    expect(requests[0]?.headers.get('x-ebsn-client-uuid')).toBe('abc');
    expect(requests[0]?.headers.get('X-Ebsn-Client')).toBe('spesa-app');
  });
});
