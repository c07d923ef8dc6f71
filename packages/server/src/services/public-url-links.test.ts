import { describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { GIULIA, MARIO } from '../seed/index';
import { SDK_HEADERS, form, mailbox, testAppBeforeAll } from '../testing/test-app';

// An embedder's settings written in code (`defaultConfig`), with the slash typed after the origin;
// `PUBLIC_URL` goes through the same normalisation (config.test.ts).
const t = testAppBeforeAll({ products: 20, config: { publicUrl: 'https://shop.example.it/' } });

/** The addresses of a text, in order. */
function linksIn(text: string | undefined): string[] {
  return text?.match(/https?:\/\/\S+/g) ?? [];
}

describe('links built on a publicUrl given in code with a trailing slash', () => {
  it('lead to the anonymous orders page with a single slash after the origin', async () => {
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', t.seeded.accounts.mario)
      .executeTakeFirstOrThrow();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/token-order/request-access',
      headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ e_mail: MARIO.email, order_id: order.id }),
    });
    expect(answer.statusCode).toBe(200);
    const mail = (await mailbox(t.app, MARIO.email)).find(
      (sent) => sent.subject === 'I tuoi ordini Carrello',
    );
    expect(linksIn(mail?.text)).toEqual([
      expect.stringMatching(/^https:\/\/shop\.example\.it\/orders-anon\?access_token=/),
    ]);
  });

  it('lead to the customer-care page from the newsletter welcome', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/ticketing/subscribe_newsletter',
      headers: SDK_HEADERS,
      payload: { email: 'lettrice@example.it', privacy: true },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailbox(t.app, 'lettrice@example.it');
    expect(linksIn(mail?.text)).toEqual(['https://shop.example.it/assistenza-clienti']);
  });

  it('lead to the password reset page from its e-mail', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(GIULIA.email)}`,
      headers: SDK_HEADERS,
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailbox(t.app, GIULIA.email);
    expect(linksIn(mail?.text)).toEqual([
      expect.stringMatching(/^https:\/\/shop\.example\.it\/reset-password\?/),
    ]);
  });

  it('point robots.txt at the sitemap index with a single slash', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('\nSitemap: https://shop.example.it/sitemap.xml\n');
  });
});

describe('a publicUrl given in code', () => {
  it('is refused by defaultConfig when it is not an http(s) origin, naming the option', () => {
    for (const value of ['shop.example.it', 'https://shop.example.it/negozio', ''])
      expect(() => defaultConfig({ publicUrl: value }), value).toThrow(
        `publicUrl must be an http(s) origin such as https://shop.example.it (no path, query or credentials), not ${JSON.stringify(value)}`,
      );
  });

  it('is kept as an origin, or refused, by buildApp whatever built the config', async () => {
    const app = await buildApp({
      db: t.db,
      config: { ...defaultConfig(), publicUrl: 'https://Shop.Example.it:443/' },
    });
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('\nSitemap: https://shop.example.it/sitemap.xml\n');
    } finally {
      await app.close();
    }
    await expect(
      buildApp({ db: t.db, config: { ...defaultConfig(), publicUrl: 'https://shop.example.it?' } }),
    ).rejects.toThrow('publicUrl must be an http(s) origin');
  });
});
