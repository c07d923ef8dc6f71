import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { STATE_CHANGING_GETS } from './http/csrf';
import { unhandledOperations } from './routes/registry';
import { MARIO } from './seed/index';
import { allHandlers } from './routes/index';
import { expectContract } from './testing/contract';
import {
  SDK_HEADERS,
  bodyOf,
  form,
  signIn,
  testAppBeforeAll,
  postLogin,
  postLoginBody,
  sessionUser,
} from './testing/test-app';

const t = testAppBeforeAll();

describe('the envelope of refusals', () => {
  it('answers an unknown API path with 404 and an Italian error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ebsn/api/non-esiste' });
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toMatchObject({
      response: { status: 1, errors: [{ error: 'Operazione sconosciuta', code: 'NOT_FOUND' }] },
      data: null,
    });
  });

  it('answers malformed JSON with 400 "Corpo della richiesta non valido"', async () => {
    const response = await postLoginBody(t.app, '{"login": "mario', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toBe('Corpo della richiesta non valido');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await postLoginBody(t.app, '[1,2]', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.status).toBe(1);
  });

  it('names the missing field of a form body in Italian', async () => {
    const response = await postLogin(t.app, { login: 'mario.rossi@example.it' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors).toEqual([
      { error: 'Il campo «password» è obbligatorio', code: 'VALIDATION', field: 'password' },
    ]);
    expectContract(t.app, 'auth.login', response);
  });

  it('refuses a too long field', async () => {
    const response = await postLogin(t.app, { login: 'a'.repeat(300), password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Il campo «login» è troppo lungo (massimo 254 caratteri)',
    );
  });

  it('answers an unsupported body type with 415 and the envelope', async () => {
    const response = await postLoginBody(t.app, '<login/>', 'text/xml');
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Formato del corpo della richiesta non supportato',
    );
  });

  it('marks API answers as not cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('compressed API answers', () => {
  it('sends the category tree in Brotli or gzip as the client accepts, the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/ebsn/api/category' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tree = plain.json<{ data: { categories: unknown[] } }>();
    expect(tree.data.categories.length).toBeGreaterThan(0);
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/ebsn/api/category',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(tree);
    }
  });

  it('leaves a small answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ response: { status: number } }>().response.status).toBe(0);
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site form post that rides on the session cookie', async () => {
    const session = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://malevolo.example',
        'sec-fetch-site': 'cross-site',
        cookie: `X-Ebsn-Account=${session.token}`,
      },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Richiesta rifiutata: proviene da un altro sito',
    );
    // The session survived.
    expect((await sessionUser(t.app, { headers: session.headers })).userId).toBe(session.userId);
  });

  it('refuses a cookie-authenticated post with no browser signal and no custom header', async () => {
    const session = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { cookie: `X-Ebsn-Account=${session.token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same post with the SDK header, or from the same origin', async () => {
    const session = await signIn(t.app);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { cookie: `X-Ebsn-Account=${session.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(withHeader.statusCode).toBe(200);
    const other = await signIn(t.app);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { cookie: `X-Ebsn-Account=${other.token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('the GETs that change state', () => {
  const changePassword = (newPassword: string) =>
    `/ebsn/api/registration/update_password?${form({ old_password: MARIO.password, new_password: newPassword })}`;

  it('refuses a password change opened as a cross-site navigation with the session cookie', async () => {
    const session = await signIn(t.app);
    // What a link or `<img>` on another site sends: a GET with the cookie, no custom header.
    const navigations = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const signals of navigations) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({
          method,
          url: changePassword('Rubata!2026'),
          headers: { cookie: `X-Ebsn-Account=${session.token}`, ...signals },
        });
        expect(response.statusCode, `${method} ${JSON.stringify(signals)}`).toBe(403);
        if (method === 'GET')
          expect(bodyOf(response).response.errors[0]?.error).toBe(
            'Richiesta rifiutata: proviene da un altro sito',
          );
      }
    }
    // The password is still the old one.
    await signIn(t.app, MARIO);
    const refused = await postLogin(t.app, { login: MARIO.login, password: 'Rubata!2026' });
    expect(refused.statusCode).not.toBe(200);
  });

  it('refuses a reset-link request or a confirmation without the SDK header', async () => {
    const reset = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?${form({ e_mail: MARIO.email })}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(reset.statusCode).toBe(403);
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${form({ e_mail: MARIO.email, reg_control_code: 'abcdef' })}`,
    });
    expect(confirm.statusCode).toBe(403);
  });

  it('still serves them to the SDK, and names only GETs of the contract', async () => {
    const reset = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?${form({ e_mail: MARIO.email })}`,
      headers: SDK_HEADERS,
    });
    expect(reset.statusCode).toBe(200);
    for (const operationId of STATE_CHANGING_GETS)
      expect(t.app.contract.byId.get(operationId)?.method, operationId).toBe('GET');
  });
});

describe('operations without a handler yet', () => {
  it('answer 404 with "Operazione non ancora disponibile sul server di riferimento"', async () => {
    const pending = unhandledOperations(t.app.contract.operations, allHandlers);
    // eslint-disable-next-line no-console -- progress report for area work: printed, not asserted
    console.info(
      `${pending.length} of ${t.app.contract.operations.length} operations still unhandled:\n` +
        pending.map((op) => `  ${op.operationId.padEnd(40)} ${op.method} ${op.path}`).join('\n'),
    );
    const first = pending.find((op) => op.method === 'GET' && !op.path.includes('{'));
    if (!first) return;
    const response = await t.app.inject({ method: 'GET', url: first.path });
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Operazione non ancora disponibile sul server di riferimento',
    );
  });

  it('registers a route for every operation of the contract', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(t.app.contract.operations.length).toBeGreaterThan(100);
    for (const operation of t.app.contract.operations)
      expect(
        t.app.hasRoute({ method: operation.method, url: operation.url }),
        operation.operationId,
      ).toBe(true);
    expect(routes).toContain('/ebsn/api/auth/login');
  });
});

describe('the API reference', () => {
  it('serves /docs with its own assets and nothing from a CDN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs|jsdelivr)/);
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0' });
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('generated product images', () => {
  it('serves an SVG packshot with the product name for every seeded product', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'GET',
      url: `/media/products/${product.id}/medium.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain(`aria-label="${product.name.replace(/'/g, '&#39;')}"`);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/products/999999/medium.svg',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('generated department icons and flyer pages', () => {
  it('serves the icon every department names in its category_info', async () => {
    const department = await t.db
      .selectFrom('categories')
      .select(['name', 'metadata'])
      .where('parent_id', 'is', null)
      .where('template', '=', 'department')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const icon = (department.metadata as { category_info: { ICON: string } }).category_info.ICON;
    const response = await t.app.inject({ method: 'GET', url: icon });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain(`aria-label="${department.name}"`);
  });

  it('serves every page of a flyer as a PNG under its baseLocation, 404 past the last', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/ebsn/api/leaflet/search' });
    const { data } = bodyOf<{
      data: { leaflets: Array<{ baseLocation: string; pageCount: number }> };
    }>(list);
    const flyer = data.leaflets[0]!;
    for (let page = 0; page < flyer.pageCount; page++) {
      const image = await t.app.inject({ method: 'GET', url: `${flyer.baseLocation}${page}.png` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const past = await t.app.inject({
      method: 'GET',
      url: `${flyer.baseLocation}${flyer.pageCount}.png`,
    });
    expect(past.statusCode).toBe(404);
  });
});

describe('the development mailbox', () => {
  it('lists sent e-mails, filtered by recipient', async () => {
    const { sendMail } = await import('./services/mailbox');
    await sendMail(t.db, {
      to: 'Giulia.Bianchi@example.it',
      subject: 'Conferma la tua registrazione',
      text: 'Apri http://localhost:8080/conferma?token=abc per confermare.',
    });
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=giulia.bianchi@example.it',
    });
    expect(json.json()).toEqual([
      expect.objectContaining({
        to: 'giulia.bianchi@example.it',
        subject: 'Conferma la tua registrazione',
      }),
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('Casella di posta di sviluppo');
    expect(page.body).toContain('<a href="http://localhost:8080/conferma?token=abc">');
  });
});
