import { describe, expect, it } from 'vitest';

import { MARIO } from './seed/index';
import { captureLog } from './testing/log-capture';
import { SDK_HEADERS, form, testAppBeforeAll } from './testing/test-app';

const log = captureLog('debug');
const t = testAppBeforeAll({ products: 10, logger: log.logger });

describe('structured logs', () => {
  it('never contain the password, the account token or the cookie', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login?token_recaptcha=segreto-recaptcha',
      headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ login: MARIO.login, password: MARIO.password }),
    });
    const token = String(login.headers['x-ebsn-account']);
    await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/auth/test',
      headers: { 'x-ebsn-account': token, cookie: `X-Ebsn-Account=${token}` },
    });
    t.app.log.info({ body: { password: MARIO.password, client_secret: 'pi_secret_123' } }, 'probe');
    const output = log.text();
    expect(output).toContain('"url":"/ebsn/api/auth/login"');
    expect(output).toContain('[redacted]');
    expect(output).not.toContain(MARIO.password);
    expect(output).not.toContain(token);
    expect(output).not.toContain('pi_secret_123');
    expect(output).not.toContain('segreto-recaptcha');
  });

  it('keep a card payment page’s address without its client secret', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/stripe-pay-payment/42/pi_123_secret_abc/18.50/2026-12-01/10:00',
    });
    const output = log.text();
    expect(output).toContain('"url":"/stripe-pay-payment/42/[redacted]"');
    expect(output).not.toContain('pi_123_secret_abc');
  });
});
