import { EbsnError, createEbsnClient } from '@carrello/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from './seed/index';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('the SDK against the reference server', () => {
  it('signs in, keeps the token, checks the session and signs out', async () => {
    const client = createEbsnClient({ baseUrl, keepAccountToken: true });
    const login = await client.auth.login({
      login: MARIO.login,
      password: MARIO.password,
      remember_me: true,
    });
    expect(login.user.login).toBe(MARIO.login);
    expect(login.cartId).toBeGreaterThan(0);
    const alive = await client.auth.test();
    expect(alive.user?.userId).toBe(login.user.userId);
    await client.auth.logout();
    const after = await client.auth.test();
    expect(after.user).toBeUndefined();
  });

  it('turns a wrong password into an EbsnError with the Italian message', async () => {
    const client = createEbsnClient({ baseUrl, keepAccountToken: true });
    const error = await client.auth
      .login({ login: GIULIA.login, password: 'Sbagliata!1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EbsnError);
    expect((error as EbsnError).httpStatus).toBe(401);
    expect((error as EbsnError).status).toBe(1);
    expect((error as EbsnError).message).toContain('Email o password non corretti');
  });
});
