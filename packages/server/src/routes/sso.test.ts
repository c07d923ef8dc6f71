import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO, SUPPORT } from '../seed/index';
import { expectContract } from '../testing/contract';
import {
  SDK_HEADERS,
  bodyOf,
  form,
  sessionUser,
  signIn,
  testAppBeforeAll,
} from '../testing/test-app';

const t = testAppBeforeAll({ products: 20 });

interface UserBody {
  user: { userId: number; login: string; ssoUser: boolean; ssoImpersonatedBy?: string };
  data: { user?: { userId: number; ssoImpersonatedBy?: string }; cartId?: number } | null;
}

const FORM = { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' };

async function ssoLogin(login: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/sso/login',
    headers: FORM,
    payload: form({ login, password }),
  });
}

async function supportSession() {
  const response = await ssoLogin(SUPPORT.login, SUPPORT.password);
  return { ...SDK_HEADERS, 'x-ebsn-account': String(response.headers['x-ebsn-account']) };
}

/** Asks, with the given session headers, to browse as the customer `userId`. */
function selectUser(headers: Record<string, string>, userId: number | string) {
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/sso/select-user',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ user_id: userId }),
  });
}

describe('single sign-on', () => {
  it('signs the support user in with ssoUser true', async () => {
    const response = await ssoLogin(SUPPORT.login, SUPPORT.password);
    const body = expectContract<UserBody>(t.app, 'auth.ssoLogin', response);
    expect(body.user).toMatchObject({ login: SUPPORT.login, ssoUser: true });
    expect(response.headers['x-ebsn-account']).toBeTruthy();
  });

  it('refuses a customer account with 403', async () => {
    const response = await ssoLogin(MARIO.login, MARIO.password);
    expect(response.statusCode).toBe(403);
    expectContract(t.app, 'auth.ssoLogin', response);
    expect(bodyOf(response).response.errors[0]?.error).toBe(
      'Questo account non è abilitato all’accesso come assistenza',
    );
  });

  it('lets the support user browse as Mario, with Mario’s cart', async () => {
    const headers = await supportSession();
    const mario = await signIn(t.app, MARIO);
    const response = await selectUser(headers, mario.userId);
    const body = expectContract<UserBody>(t.app, 'auth.ssoSelectUser', response);
    expect(body.user).toMatchObject({
      userId: mario.userId,
      login: MARIO.login,
      ssoUser: true,
      ssoImpersonatedBy: SUPPORT.login,
    });
    expect(body.data?.cartId).toBe(mario.cartId);
    expect(await sessionUser(t.app, { headers })).toMatchObject({
      userId: mario.userId,
      ssoImpersonatedBy: SUPPORT.login,
    });

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/sso/refresh',
      headers,
    });
    expect(expectContract<UserBody>(t.app, 'auth.ssoRefresh', refreshed).user.userId).toBe(
      mario.userId,
    );

    const out = await t.app.inject({ method: 'POST', url: '/ebsn/api/auth/sso/logout', headers });
    expectContract(t.app, 'auth.ssoLogout', out);
    expect((await sessionUser(t.app, { headers })).userId).toBe(0);
  });

  it('refuses select-user from a customer session with 403', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const mario = await signIn(t.app, MARIO);
    const response = await selectUser(giulia.headers, mario.userId);
    expect(response.statusCode).toBe(403);
    expectContract(t.app, 'auth.ssoSelectUser', response);
  });

  it('answers 404 for an unknown customer and 401 without a session', async () => {
    const headers = await supportSession();
    const unknown = await selectUser(headers, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown).response.errors[0]?.error).toBe('Cliente non trovato');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/sso/refresh',
      headers: SDK_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
    expectContract(t.app, 'auth.ssoRefresh', anonymous);
    expect(bodyOf(anonymous).response.errors[0]?.error).toBe('Devi accedere per continuare');
  });

  it('rejects a non-numeric user_id with an Italian validation message', async () => {
    const headers = await supportSession();
    const response = await selectUser(headers, 'mario');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).response.errors[0]).toMatchObject({
      error: 'Valore non valido per «user_id»',
      field: 'user_id',
    });
  });
});

describe('the support sign-in page', () => {
  const browser = {
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/x-www-form-urlencoded',
  };

  /** Posts the page's sign-in form, from the page itself unless `headers` say otherwise. */
  function pageLogin(
    account: { login: string; password: string },
    headers: Record<string, string> = browser,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers,
      payload: form({ login: account.login, password: account.password }),
    });
  }

  it('signs the support user in, lists customers and browses as the chosen one', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sso' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="password">Password</label>');

    const login = await pageLogin(SUPPORT);
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/sso/clienti');
    const cookie = login.cookies.find((c) => c.name === 'X-Ebsn-Account');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/sso/clienti?q=rossi',
      cookies: { 'X-Ebsn-Account': cookie!.value },
    });
    expect(list.body).toContain(MARIO.login);
    expect(list.body).not.toContain(GIULIA.login);
    const marioId = Number(/name="user_id" value="(\d+)"/.exec(list.body)?.[1]);

    const select = await t.app.inject({
      method: 'POST',
      url: '/sso/select',
      headers: browser,
      cookies: { 'X-Ebsn-Account': cookie!.value },
      payload: form({ user_id: marioId }),
    });
    expect(select.statusCode).toBe(303);
    expect(select.headers.location).toBe('/');
    const user = await sessionUser(t.app, { cookies: { 'X-Ebsn-Account': cookie!.value } });
    expect(user).toMatchObject({
      login: MARIO.login,
      ssoImpersonatedBy: SUPPORT.login,
    });
  });

  it('refuses a customer account and a cross-site post', async () => {
    const customer = await pageLogin(MARIO);
    expect(customer.statusCode).toBe(403);
    expect(customer.body).toContain('Questo account non è abilitato');
    const crossSite = await pageLogin(SUPPORT, {
      ...browser,
      'sec-fetch-site': 'cross-site',
      origin: 'https://malevolo.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });

  it('sends visitors without a support session back to the sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sso/clienti' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sso');
  });
});
