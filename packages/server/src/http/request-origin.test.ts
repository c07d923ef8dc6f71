import { describe, expect, it } from 'vitest';

import { configFromEnv } from '../config';
import { MARIO } from '../seed/index';
import { testAppBeforeAll, type TestApp, type TestSession } from '../testing/test-app';
import { requestOrigin } from './request-origin';

interface AddAuthData {
  paymentUrl: string;
}

/** Starts saving a card (a provider hand-off) with the given request headers. */
async function providerUrl(t: TestApp, session: TestSession, headers: Record<string, string>) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/payment-type/add-auth?payment_type_id=12&payment_data=%7B%7D',
    headers: { ...session.headers, ...headers },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: AddAuthData }).data.paymentUrl;
}

/** One provider hand-off: the request headers and the origin the shopper is sent back to. */
interface OriginCase {
  name: string;
  headers: Record<string, string>;
  origin: string;
}

/** The hand-off of each case, on the test app `t`, lands on `origin` + the provider's page. */
function itSendsTheShopperTo(t: TestApp & { mario: TestSession }, cases: OriginCase[]) {
  it.each(cases)('$name', async ({ headers, origin }) => {
    expect(await providerUrl(t, t.mario, headers)).toBe(`${origin}/payment-provider/save-card`);
  });
}

describe('provider addresses', () => {
  describe('without a trusted proxy', () => {
    const t = testAppBeforeAll(
      { config: { publicUrl: 'http://localhost:8080' } },
      { mario: MARIO },
    );

    itSendsTheShopperTo(t, [
      {
        name: 'sends the shopper to the host name the browser used, not the configured one',
        headers: { host: '127.0.0.1:4173' },
        origin: 'http://127.0.0.1:4173',
      },
      {
        name: 'sends the shopper to the address the browser used on the local network',
        headers: { host: '192.168.1.20:8080' },
        origin: 'http://192.168.1.20:8080',
      },
      {
        name: 'ignores forwarded headers from a proxy it does not trust',
        headers: {
          host: 'localhost:8080',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        origin: 'http://localhost:8080',
      },
      {
        name: 'falls back to the configured address when the Host header is not a host',
        headers: { host: 'a@b/c' },
        origin: 'http://localhost:8080',
      },
    ]);
  });

  describe('behind a trusted proxy', () => {
    const t = testAppBeforeAll({ config: { trustProxy: 1 } }, { mario: MARIO });

    itSendsTheShopperTo(t, [
      {
        name: 'uses the host and protocol the proxy forwards',
        headers: {
          host: 'backend:8080',
          'x-forwarded-host': 'spesa.example.it',
          'x-forwarded-proto': 'https',
        },
        origin: 'https://spesa.example.it',
      },
    ]);
  });

  describe('with PUBLIC_URL set', () => {
    const { publicUrl, publicUrlSet } = configFromEnv({ PUBLIC_URL: 'https://shop.example.it/' });
    const t = testAppBeforeAll(
      { config: { publicUrl, publicUrlSet, trustProxy: 1 } },
      { mario: MARIO },
    );

    itSendsTheShopperTo(t, [
      {
        name: 'sends the shopper to PUBLIC_URL, whatever Host the proxy passes',
        headers: { host: 'carrello-backend:8080' },
        origin: 'https://shop.example.it',
      },
      {
        name: 'sends the shopper to PUBLIC_URL, whatever host the proxy forwards',
        headers: {
          host: 'carrello-backend:8080',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
        origin: 'https://shop.example.it',
      },
    ]);
  });
});

describe('requestOrigin', () => {
  const config = { publicUrl: 'https://spesa.example.it' };
  it('refuses protocols other than http and https', () => {
    expect(requestOrigin({ protocol: 'javascript' as 'http', host: 'x.it' }, config)).toBe(
      'https://spesa.example.it',
    );
  });
  it('gives PUBLIC_URL when it is set, whatever the request says', () => {
    const fixed = { publicUrl: 'https://spesa.example.it', publicUrlSet: true };
    expect(requestOrigin({ protocol: 'http', host: 'carrello-backend:8080' }, fixed)).toBe(
      'https://spesa.example.it',
    );
  });
  it('accepts a bracketed IPv6 address with its port', () => {
    expect(requestOrigin({ protocol: 'http', host: '[::1]:8080' }, config)).toBe(
      'http://[::1]:8080',
    );
  });
});
