import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO, SUPPORT } from '../seed/index';
import { expectContract } from '../testing/contract';
import {
  bodyOf,
  createTestApp,
  sessionUser,
  signIn,
  testAppBeforeAll,
  postLogin,
} from '../testing/test-app';

const t = testAppBeforeAll();

/** Asks `auth.test` whom a request with these headers or cookies is signed in as. */
function authTest(
  request: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  return t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test', ...request });
}

interface UserBody {
  user: { userId: number; login: string; profileLevel: number; ssoUser: boolean };
  data: { user?: { userId: number; login: string }; cartId?: number };
}

describe('auth.login', () => {
  it('signs Mario in with the form body and returns the token, the user and his cart', async () => {
    const response = await postLogin(t.app, {
      login: MARIO.login,
      password: MARIO.password,
      remember_me: true,
    });
    expect(response.statusCode).toBe(200);
    const body = expectContract<UserBody>(t.app, 'auth.login', response);
    expect(body.user).toMatchObject({ login: MARIO.login, profileLevel: 1 });
    expect(body.data.user?.userId).toBe(body.user.userId);
    expect(body.data.cartId).toBeGreaterThan(0);
    expect(response.headers['x-ebsn-account']).toMatch(/^[\w-]{43}$/);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, persistent only with remember_me', async () => {
    const remembered = await postLogin(t.app, {
      login: MARIO.login,
      password: MARIO.password,
      remember_me: true,
    });
    const cookie = String(remembered.headers['set-cookie']);
    expect(cookie).toMatch(/^X-Ebsn-Account=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain('Secure');
    const session = await postLogin(t.app, { login: MARIO.login, password: MARIO.password });
    expect(String(session.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestApp({ products: 10, config: { production: true } });
    try {
      const response = await postLogin(production.app, {
        login: GIULIA.login,
        password: GIULIA.password,
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await production.close();
    }
  });

  it('accepts the login name in any case', async () => {
    const response = await postLogin(t.app, {
      login: 'Giulia.Bianchi@Example.it',
      password: GIULIA.password,
    });
    expect(bodyOf<UserBody>(response).user).toMatchObject({ login: GIULIA.login, profileLevel: 0 });
  });

  it('refuses a wrong password with 401 and the same text as an unknown login', async () => {
    const wrong = await postLogin(t.app, { login: MARIO.login, password: 'Sbagliata1!' });
    const unknown = await postLogin(t.app, {
      login: 'nessuno@example.it',
      password: 'Sbagliata1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expectContract(t.app, 'auth.login', wrong);
    expect(bodyOf(wrong).response.errors[0]?.error).toBe('Email o password non corretti');
    expect(bodyOf(unknown).response.errors).toEqual(bodyOf(wrong).response.errors);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('rate-limits repeated failures of one login with 429 and Retry-After', async () => {
    const target = 'bersaglio@example.it';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await postLogin(t.app, { login: target, password: `tentativo${attempt}` })).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await postLogin(t.app, { login: target, password: 'ancora' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(bodyOf(limited).response.errors[0]?.error).toBe(
      'Troppi tentativi, riprova tra qualche minuto',
    );
    expectContract(t.app, 'auth.login', limited);
  });
});

describe('auth.test', () => {
  it('says anonymous (userId 0) without a session', async () => {
    const response = await authTest();
    const body = expectContract<UserBody>(t.app, 'auth.test', response);
    expect(body.user.userId).toBe(0);
  });

  it('recognises the session by the X-Ebsn-Account header', async () => {
    const session = await signIn(t.app, GIULIA);
    const response = await authTest({ headers: session.headers });
    const body = expectContract<UserBody>(t.app, 'auth.test', response);
    expect(body.user).toMatchObject({ userId: session.userId, login: GIULIA.login });
    expect(body.data.user?.login).toBe(GIULIA.login);
  });

  it('recognises the session by the cookie', async () => {
    const session = await signIn(t.app);
    const user = await sessionUser(t.app, { cookies: { 'X-Ebsn-Account': session.token } });
    expect(user.userId).toBe(session.userId);
  });

  it('treats an unknown token as anonymous', async () => {
    const user = await sessionUser(t.app, { headers: { 'x-ebsn-account': 'token-inventato' } });
    expect(user.userId).toBe(0);
  });

  it('shows the SSO flag of the support user', async () => {
    const session = await signIn(t.app, SUPPORT);
    const user = await sessionUser(t.app, { headers: session.headers });
    expect(user).toMatchObject({ login: SUPPORT.login, ssoUser: true });
  });
});

describe('auth.logout', () => {
  it('ends the session: the token stops working and the cookie is cleared', async () => {
    const session = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = expectContract<UserBody>(t.app, 'auth.logout', response);
    expect(body.user.userId).toBe(0);
    expect(String(response.headers['set-cookie'])).toMatch(
      /X-Ebsn-Account=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await sessionUser(t.app, { headers: session.headers })).userId).toBe(0);
  });

  it('keeps the user’s other sessions alive', async () => {
    const phone = await signIn(t.app);
    const laptop = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers: phone.headers });
    expect((await sessionUser(t.app, { headers: laptop.headers })).userId).toBe(laptop.userId);
  });

  it('gives the same open cart to every session of a user', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    expect(second.cartId).toBe(first.cartId);
  });
});

describe('the session store', () => {
  it('keeps only a hash of the token', async () => {
    const session = await signIn(t.app);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === session.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
