import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO, SUPPORT } from '../seed/index';
import { LOGIN_LIMITS, loginDelayMs } from '../services/auth';
import { expectContract } from '../testing/contract';
import { SDK_HEADERS, bodyOf, form, testAppBeforeAll } from '../testing/test-app';

const t = testAppBeforeAll({ products: 10 });

const TOO_MANY = 'Troppi tentativi, riprova tra qualche minuto';
const SUPPORT_LOGIN = { login: SUPPORT.login, password: SUPPORT.password };

function login(from: string, fields: { login: string; password: string }, path = 'auth/login') {
  return t.app.inject({
    method: 'POST',
    url: `/ebsn/api/${path}`,
    remoteAddress: from,
    headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}

function ssoPage(from: string, fields: { login: string; password: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/sso/login',
    remoteAddress: from,
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form(fields),
  });
}

async function failures(from: string, account: string, count: number) {
  const answers: LightMyRequestResponse[] = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    answers.push(await login(from, { login: account, password: `Sbagliata${attempt}!` }));
  return answers;
}

function firstError(response: LightMyRequestResponse) {
  return bodyOf(response).response.errors[0]?.error;
}

describe('sign-in throttling', () => {
  it('throttles the attacker’s address, and the owner still signs in from another', async () => {
    const attacker = '203.0.113.10';
    const answers = await failures(attacker, GIULIA.login, LOGIN_LIMITS.perAccountAndClient + 2);
    expect(answers.slice(0, LOGIN_LIMITS.perAccountAndClient).map((a) => a.statusCode)).toEqual(
      Array(LOGIN_LIMITS.perAccountAndClient).fill(401),
    );
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(firstError(limited)).toBe(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectContract(t.app, 'auth.login', limited);

    // Even the right password is refused from the attacker's address...
    const fromAttacker = await login(attacker, { login: GIULIA.login, password: GIULIA.password });
    expect(fromAttacker.statusCode).toBe(429);
    // ...and accepted from the owner's.
    const owner = await login('198.51.100.20', { login: GIULIA.login, password: GIULIA.password });
    expect(owner.statusCode).toBe(200);
    expect(bodyOf<{ user: { login: string } }>(owner).user.login).toBe(GIULIA.login);
    expect(owner.headers['x-ebsn-account']).toBeTruthy();
  });

  it('answers an unknown account exactly like a known one', async () => {
    const known = await failures(
      '203.0.113.21',
      GIULIA.login,
      LOGIN_LIMITS.perAccountAndClient + 1,
    );
    const unknown = await failures(
      '203.0.113.22',
      'nessuno.qui@example.it',
      LOGIN_LIMITS.perAccountAndClient + 1,
    );
    expect(unknown.map((a) => a.statusCode)).toEqual(known.map((a) => a.statusCode));
    expect(unknown.map((a) => a.body)).toEqual(known.map((a) => a.body));
    expect(unknown.at(-1)!.statusCode).toBe(429);
    expect(unknown.at(-1)!.headers['retry-after']).toBeTruthy();
    expect(firstError(unknown[0]!)).toBe('Email o password non corretti');
  });

  it('blocks an address that fails too often, whatever the logins it tries', async () => {
    const sprayer = '203.0.113.30';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perClient; attempt += 1) {
      const response = await login(sprayer, {
        login: `cliente${attempt}@example.it`,
        password: 'Spesa2026!',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(sprayer, { login: 'altro@example.it', password: 'Spesa2026!' });
    expect(blocked.statusCode).toBe(429);
    expect(firstError(blocked)).toBe(TOO_MANY);
    expect(
      (await login(sprayer, { login: GIULIA.login, password: GIULIA.password })).statusCode,
    ).toBe(429);
    expect(
      (await login('198.51.100.31', { login: GIULIA.login, password: GIULIA.password })).statusCode,
    ).toBe(200);
  });

  it('does not count the successful sign-ins of an address against it', async () => {
    const office = '198.51.100.40';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perClient + 5; attempt += 1)
      expect(
        (await login(office, { login: GIULIA.login, password: GIULIA.password })).statusCode,
      ).toBe(200);
  });

  it('slows failures spread over many addresses without locking the owner out', async () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_LIMITS.accountDelayAfter)).toBe(0);
    expect(loginDelayMs(LOGIN_LIMITS.accountDelayAfter + 1)).toBeGreaterThan(0);
    expect(loginDelayMs(LOGIN_LIMITS.accountDelayAfter + 2)).toBeGreaterThan(
      loginDelayMs(LOGIN_LIMITS.accountDelayAfter + 1),
    );
    expect(loginDelayMs(1000)).toBe(LOGIN_LIMITS.maxDelayMs);

    // Three addresses, each below its own limit: 24 failures for Mario's account in all.
    for (const address of ['203.0.113.51', '203.0.113.52', '203.0.113.53']) {
      const answers = await failures(address, MARIO.login, 8);
      expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    }
    const owner = await login('198.51.100.50', { login: MARIO.login, password: MARIO.password });
    expect(owner.statusCode).toBe(200);
  });

  it('applies the same rule to the support sign-in, page and API', async () => {
    const attacker = '203.0.113.60';
    const pages: LightMyRequestResponse[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perAccountAndClient; attempt += 1)
      pages.push(
        await ssoPage(attacker, { login: SUPPORT.login, password: `Sbagliata${attempt}` }),
      );
    expect(pages[0]!.statusCode).toBe(401);
    expect(pages.at(-1)!.statusCode).toBe(429);
    expect(pages.at(-1)!.body).toContain(TOO_MANY);
    const api = await login(attacker, SUPPORT_LOGIN, 'auth/sso/login');
    expect(api.statusCode).toBe(429);
    expectContract(t.app, 'auth.ssoLogin', api);

    const owner = await ssoPage('198.51.100.60', SUPPORT_LOGIN);
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toBe('/sso/clienti');
    expect((await login('198.51.100.61', SUPPORT_LOGIN, 'auth/sso/login')).statusCode).toBe(200);
  });
});
