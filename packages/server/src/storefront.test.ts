import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp, testAppBeforeAll } from './testing/test-app';

const dist = mkdtempSync(join(tmpdir(), 'carrello-storefront-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Carrello</title><div id="root"></div>',
);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("carrello")');
writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("carrello")'));

const t = testAppBeforeAll({ products: 5, config: { storefrontDir: dist } });

/** Asks for a page as a browser navigating to it does (`accept: text/html`), with more headers. */
function openPage(app: TestApp['app'], url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

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
      const page = await openPage(t.app, url);
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

// A storefront build with a server entry: the entry's contract (`renderPage`, Request to
// Response), answering a shared page with the hashes of its inline code and its bytes already
// compressed, and a page of the shopper's own with the answer's nonce.
const rendered = mkdtempSync(join(tmpdir(), 'carrello-storefront-ssr-'));
mkdirSync(join(rendered, 'server'));
writeFileSync(join(rendered, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(
  join(rendered, 'server', 'entry-server.js'),
  `import { gzipSync } from 'node:zlib';
export async function renderPage(request, options) {
  const { pathname } = new URL(request.url);
  const html = (root) => options.template.replace('<div id="root"></div>', '<div id="root">' + root + '</div>');
  if (pathname === '/stop-thread') process.exit(3);
  if (pathname === '/prodotto') {
    // A render's API call: in a render thread it is answered by the main thread's app.
    const answer = await options.fetch(options.apiOrigin + '/ebsn/api/products?page_size=1');
    const { data } = await answer.json();
    return new Response(html('<h1>' + data.products[0].name + '</h1>'), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  if (pathname === '/profile') {
    return new Response(html('<script nonce="' + options.nonce + '">1</script>'), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    etag: '"pagina-gzip"',
    'x-carrello-script-src': "'sha256-c2NyaXB0'",
    'x-carrello-style-src': "'sha256-c3R5bGU=' 'sha256-dnVvdG8='",
  };
  if (request.headers.get('if-none-match') === '"pagina-gzip"') return new Response(null, { status: 304, headers });
  return new Response(gzipSync(html('<h1>Passata di pomodoro</h1><script>2</script>')), {
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
  });
}
`,
);

describe.each([
  ['in the main thread', 0],
  ['in render threads', 2],
])('the storefront rendered on the server, %s', (_mode, renderThreads) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ products: 1, config: { storefrontDir: rendered, renderThreads } });
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  const directive = (policy: unknown, name: string) =>
    new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(String(policy))?.[1];

  it('sends a shared page as the entry made it, allowed by the hashes of its inline code', async () => {
    const page = await openPage(s.app, '/', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<h1>Passata di pomodoro</h1>');
    const policy = page.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-c2NyaXB0' 'wasm-unsafe-eval'");
    expect(directive(policy, 'style-src')).toMatch(
      /^'self' 'sha256-c3R5bGU=' 'sha256-dnVvdG8=' 'sha256-[^']+'$/,
    );
    expect(String(policy)).not.toContain('nonce-');
    expect(page.headers['x-carrello-script-src']).toBeUndefined();
    expect(page.headers['x-carrello-style-src']).toBeUndefined();
  });

  it('answers 304 without a policy, so the cache keeps the one stored with the page', async () => {
    const page = await openPage(s.app, '/', { 'if-none-match': '"pagina-gzip"' });
    expect(page.statusCode).toBe(304);
    expect(page.headers['content-security-policy']).toBeUndefined();
  });

  it("gives a page of the shopper's own the answer's nonce, in the page and in the policy", async () => {
    const page = await openPage(s.app, '/profile');
    expect(page.statusCode).toBe(200);
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    const policy = page.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toBe(`'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`);
    expect(directive(policy, 'style-src')).toContain(`'nonce-${nonce}'`);
  });

  it("answers a render's API calls from the app's own catalogue", async () => {
    const [first] = (
      (await s.app.inject({ method: 'GET', url: '/ebsn/api/products?page_size=1' })).json() as {
        data: { products: { name: string }[] };
      }
    ).data.products;
    const page = await openPage(s.app, '/prodotto');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${first?.name}</h1>`);
  });
});

describe('render threads', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      products: 1,
      config: { storefrontDir: rendered, renderThreads: 1 },
    });
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  it('answer the client-rendered page when a thread stops, and render again after', async () => {
    const stopped = await openPage(s.app, '/stop-thread');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['cache-control']).toBe('no-cache');
    expect(stopped.body).toContain('<div id="root"></div>');

    const next = await openPage(s.app, '/', { 'accept-encoding': 'gzip' });
    expect(next.statusCode).toBe(200);
    expect(gunzipSync(next.rawPayload).toString()).toContain('<h1>Passata di pomodoro</h1>');
  });
});

describe('a storefront build whose entry does not load', () => {
  const broken = mkdtempSync(join(tmpdir(), 'carrello-storefront-broken-'));
  mkdirSync(join(broken, 'server'));
  writeFileSync(join(broken, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(broken, 'server', 'entry-server.js'), 'import "./missing-chunk.js";\n');

  it.each([0, 1])('stops the start with %i render threads', async (renderThreads) => {
    await expect(
      createTestApp({ products: 1, config: { storefrontDir: broken, renderThreads } }),
    ).rejects.toThrow(/missing-chunk/);
  });
});
