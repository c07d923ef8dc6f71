import { describe, expect, it } from 'vitest';

import { BusinessError, HttpError } from '../http/errors';
import { MARIO } from '../seed/index';
import { expectContract } from '../testing/contract';
import { bodyOf, signIn, testAppBeforeAll, postLogin, postLoginBody } from '../testing/test-app';
import { authHandlers } from './auth';
import type { Handlers } from './registry';

// Handlers written for these tests only, on real operations of the contract.
const probes: Handlers = {
  ...authHandlers,
  'content.page': (ctx) => {
    if (ctx.query.page_name === 'boom') throw new Error('bug: secret detail at /srv/app.ts:42');
    if (ctx.query.page_name === 'refused')
      throw new BusinessError('Pagina non disponibile', 'PAGE_OFF');
    if (ctx.query.page_name === 'missing')
      throw new HttpError(404, 'Pagina non trovata', 'NOT_FOUND');
    ctx.info('Pagina caricata');
    return {
      id: 1,
      slug: ctx.query.page_name,
      title: { rendered: 'Prova' },
      content: { rendered: '<p>Prova</p>' },
      meta: {},
    };
  },
  'lists.list': (ctx) => {
    const user = ctx.requireUser();
    return { wishlists: [], userId: user.id } as never;
  },
};

const t = testAppBeforeAll({ products: 10, handlers: probes });

describe('the operation registry', () => {
  it('wraps the handler result in the envelope, with its infos and the session user', async () => {
    const session = await signIn(t.app, MARIO);
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/page/view?page_name=chi-siamo',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expectContract(t.app, 'content.page', response);
    const body = bodyOf<{
      response: { status: number; infos: unknown[] };
      user: { userId: number };
      data: { slug: string };
    }>(response);
    expect(body.response).toMatchObject({ status: 0, infos: [{ info: 'Pagina caricata' }] });
    expect(body.user.userId).toBe(session.userId);
    expect(body.data.slug).toBe('chi-siamo');
  });

  it('answers a BusinessError with HTTP 200 and status 1', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/page/view?page_name=refused',
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).response).toMatchObject({
      status: 1,
      errors: [{ error: 'Pagina non disponibile', code: 'PAGE_OFF' }],
    });
  });

  it('answers an HttpError with its status and the envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/page/view?page_name=missing',
    });
    expect(response.statusCode).toBe(404);
    expectContract(t.app, 'content.page', response);
  });

  it('answers an unexpected error with 400 and a generic Italian message, never the detail', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/page/view?page_name=boom',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Si è verificato un errore imprevisto, riprova',
    );
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('app.ts');
  });

  it('answers 401 from requireUser when anonymous', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ebsn/api/wishlist/list' });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).response.errors[0]).toMatchObject({
      error: 'Devi accedere per continuare',
      code: 'NOT_LOGGED',
    });
  });

  it('validates the query before calling the handler', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ebsn/api/page/view' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toBe('Il campo «page_name» è obbligatorio');
  });

  it('accepts a JSON body where the contract declares a form body', async () => {
    const response = await postLoginBody(t.app, { login: MARIO.login, password: MARIO.password });
    expect(response.statusCode).toBe(200);
  });

  it('does not coerce JSON types: a string where a boolean is expected is refused', async () => {
    const response = await postLoginBody(t.app, {
      login: MARIO.login,
      password: MARIO.password,
      remember_me: 'forse',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]?.error).toBe('Valore non valido per «remember_me»');
  });

  it('coerces form strings to the schema types', async () => {
    const response = await postLogin(t.app, {
      login: MARIO.login,
      password: MARIO.password,
      remember_me: 'true',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=/);
  });

  it('validates a call that sends no body as an empty one, naming the missing fields', async () => {
    const response = await postLoginBody(t.app);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors).toEqual([
      { error: 'Il campo «login» è obbligatorio', code: 'VALIDATION', field: 'login' },
    ]);
  });

  it('refuses a JSON body that is not an object as a whole', async () => {
    const response = await postLoginBody(
      t.app,
      JSON.stringify([MARIO.login, MARIO.password]),
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors).toEqual([
      { error: 'Corpo della richiesta non valido', code: 'VALIDATION' },
    ]);
  });
});

describe('bad input for every operation', () => {
  it('never answers 5xx, always with the envelope', async () => {
    const session = await signIn(t.app, MARIO);
    const bad = ['{"broken', '[]', 'x'.repeat(5000), '"\u0000"'];
    for (const operation of t.app.contract.operations) {
      const url = operation.path.replace(/\{(\w+)\}/g, 'zz%00');
      for (const payload of bad) {
        const response = await t.app.inject({
          method: operation.method,
          url: `${url}?${'q'.repeat(3)}=${encodeURIComponent(payload)}&page=-1&page_size=abc`,
          headers: {
            ...session.headers,
            'content-type': operation.requestBody?.mediaType ?? 'application/json',
          },
          ...(operation.method === 'GET' ? {} : { payload }),
        });
        expect(
          response.statusCode,
          `${operation.operationId} ${payload.slice(0, 20)}`,
        ).toBeLessThan(500);
        expect(typeof bodyOf(response).response.status, operation.operationId).toBe('number');
      }
    }
  });
});
