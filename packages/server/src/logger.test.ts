import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, type CarrelloApp } from './app';
import { defaultConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './logger';
import { MARIO, seed } from './seed/index';
import { SDK_HEADERS, form } from './testing/test-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let database: DatabaseHandle;
let app: CarrelloApp;

beforeAll(async () => {
  database = await openDatabase();
  await migrateToLatest(database.db);
  await seed(database.db, { products: 10 });
  app = await buildApp({
    db: database.db,
    config: defaultConfig(),
    logger: { ...loggerOptions('debug'), stream },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('structured logs', () => {
  it('never contain the password, the account token or the cookie', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login?token_recaptcha=segreto-recaptcha',
      headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ login: MARIO.login, password: MARIO.password }),
    });
    const token = String(login.headers['x-ebsn-account']);
    await app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-account': token, cookie: `X-Ebsn-Account=${token}` },
    });
    app.log.info({ body: { password: MARIO.password, client_secret: 'pi_secret_123' } }, 'probe');
    const output = lines.join('');
    expect(output).toContain('"url":"/ebsn/api/auth/login"');
    expect(output).toContain('[redacted]');
    expect(output).not.toContain(MARIO.password);
    expect(output).not.toContain(token);
    expect(output).not.toContain('pi_secret_123');
    expect(output).not.toContain('segreto-recaptcha');
  });

  it('keep a card payment page’s address without its client secret', async () => {
    await app.inject({
      method: 'GET',
      url: '/stripe-pay-payment/42/pi_123_secret_abc/18.50/2026-12-01/10:00',
    });
    const output = lines.join('');
    expect(output).toContain('"url":"/stripe-pay-payment/42/[redacted]"');
    expect(output).not.toContain('pi_123_secret_abc');
  });
});
