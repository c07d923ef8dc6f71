import { beforeEach, describe, expect, it } from 'vitest';

import { SUPPORT } from '../seed/index';
import { captureLog } from '../testing/log-capture';
import { bodyOf, form, testAppBeforeAll } from '../testing/test-app';

const log = captureLog();
const t = testAppBeforeAll({ products: 20, logger: log.logger });
beforeEach(() => {
  log.clear();
});

/** Log lines at error level or above (pino: 50 error, 60 fatal). */
function errorLines() {
  return log.lines().filter((line) => line.level >= 50);
}

const browser = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
  accept: 'text/html',
};

describe('a NUL byte in a form of the server’s own pages', () => {
  const forms: Array<[string, Record<string, string>]> = [
    ['/sso/login', { login: `${SUPPORT.login}\u0000`, password: SUPPORT.password }],
    ['/sso/login', { login: SUPPORT.login, password: 'a\u0000b' }],
    ['/payment-provider/checkout', { session_id: 'ps_\u0000' }],
    ['/payment-provider/checkout/action', { session_id: '\u0000', action: 'pay' }],
    ['/payment-provider/checkout/action', { session_id: 'ps_1', action: 'pay\u0000' }],
    ['/payment-provider/save-card/submit', { setup_session: 'x', holder: 'M\u0000' }],
    ['/payment-provider/meal-ticket-login', { state: '\u0000', action: 'login' }],
  ];

  it.each(forms)(
    '%s is refused with an Italian HTML page and no error log',
    async (url, fields) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: browser,
        payload: form(fields),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Richiesta non valida</h1>');
      expect(response.body).toContain('caratteri non ammessi');
      expect(response.body).not.toContain('UNEXPECTED');
      expect(errorLines()).toEqual([]);
    },
  );

  it('is refused in a query string and a path outside the contract too', async () => {
    for (const url of [
      '/sso/clienti?q=%00',
      '/payment-provider/meal-ticket-login?state=%00',
      '/media/categories/a%00.png',
      '/sitemaps/a%00.xml',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(errorLines(), url).toEqual([]);
    }
  });

  it('answers the JSON envelope on the routes that are not pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/categories/a%00.png' });
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'La richiesta contiene caratteri non ammessi: torna indietro e riprova.',
    );
  });

  it('answers a cross-site post of the support sign-in with an HTML page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { ...browser, 'sec-fetch-site': 'cross-site', origin: 'https://malevolo.example' },
      payload: form({ login: SUPPORT.login, password: SUPPORT.password }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('proviene da un altro sito');
  });

  it('still signs the support user in with clean fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: browser,
      payload: form({ login: SUPPORT.login, password: SUPPORT.password }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sso/clienti');
  });
});
