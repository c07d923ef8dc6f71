// Test support (not exported from the package): a client whose fetch answers like the platform.
import { createEbsnClient } from '../client';

/** The origin the fake server answers on. */
export const BASE_URL = 'https://spesa.example.it';

/** The platform's envelope around `data`; `response` replaces fields of a successful one. */
export function envelope(data: unknown, response: Record<string, unknown> = {}) {
  return { response: { status: 0, errors: [], infos: [], warnings: [], ...response }, data };
}

/** A client whose every call is answered with `body` as JSON; `requests` records what it sent. */
export function fakeServer(body: unknown, init: ResponseInit = {}) {
  const requests: Request[] = [];
  const client = createEbsnClient({
    baseUrl: BASE_URL,
    fetch: (input) => {
      requests.push(input as Request);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
          ...init,
        }),
      );
    },
  });
  return { client, requests };
}

/** A client whose every call succeeds with `data`. */
export function clientAnswering(data: unknown) {
  return fakeServer(envelope(data)).client;
}
