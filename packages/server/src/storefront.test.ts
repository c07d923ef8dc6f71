import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './testing/test-app';

const dist = mkdtempSync(join(tmpdir(), 'carrello-storefront-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Carrello</title><div id="root"></div>',
);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("carrello")');
writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("carrello")'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5, config: { storefrontDir: dist } });
});
afterAll(async () => {
  await t?.close();
});

describe('the built storefront on the same port', () => {
  it('serves its files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('carrello');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy to browsers that accept it", async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log("carrello")');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/', '/carrello', '/prodotto/pasta-di-semola-100001']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the storefront at / to any client, whatever it accepts', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const page = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(page.statusCode, JSON.stringify(headers)).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="root"></div>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const withQuery = await t.app.inject({ method: 'GET', url: '/?utm_source=volantino' });
    expect(withQuery.body).toContain('<div id="root"></div>');
  });

  it('serves client-side routes to clients that accept anything, not missing files', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/carrello',
      headers: { accept: '*/*' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    for (const url of ['/favicon.ico', '/assets/manca.js', '/media/manca', '/dev/manca']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ response: { status: 1 } });
    }
  });

  it('keeps API 404s as envelopes, even for browsers', async () => {
    for (const accept of ['text/html', '*/*', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/ebsn/api/non-esiste',
        headers: { accept },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ response: { status: 1 } });
    }
  });
});
