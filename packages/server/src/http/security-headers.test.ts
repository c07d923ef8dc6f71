import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configFromEnv, defaultConfig } from '../config';
import { PAGE_STYLE_HASH } from './html';
import { createTestApp, postForm, type TestApp, postLoginBody } from '../testing/test-app';

// A storefront build like Vite's, with an inline script a build could add (JSON-LD, a no-flash
// theme script) to check that each script gets the answer's nonce.
const dist = mkdtempSync(join(tmpdir(), 'carrello-csp-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html>
<html lang="it">
  <head>
    <title>Carrello</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <script>document.documentElement.dataset.theme = 'light';</script>
  </head>
  <body><div id="root"></div><noscript>Attiva JavaScript</noscript></body>
</html>`,
);
writeFileSync(join(dist, 'assets', 'index.js'), 'console.log("carrello")');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5, config: { storefrontDir: dist } });
  production = await createTestApp({
    products: 5,
    config: { storefrontDir: dist, production: true, publicUrl: 'https://spesa.example.it' },
  });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
});

/** The policy's directives by name, each with its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse, label: string) {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(policyOf(response).get('frame-ancestors'), label).toEqual(["'none'"]);
}

function expectPagePolicy(
  response: LightMyRequestResponse,
  label: string,
  { inlineStyles = false } = {},
) {
  expectCommonHeaders(response, label);
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  const policy = policyOf(response);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('script-src'), label).toContain("'self'");
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  expect(policy.get('font-src'), label).toEqual(["'self'", 'data:']);
  expect(policy.get('worker-src'), label).toEqual(["'self'"]);
  expect(policy.get('manifest-src'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'https:'])
    expect(policy.get('script-src'), label).not.toContain(unsafe);
  if (inlineStyles) expect(policy.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  else
    for (const unsafe of ["'unsafe-inline'", '*', 'data:', 'https:'])
      expect(policy.get('style-src'), label).not.toContain(unsafe);
  return policy;
}

/** The CSP source that allows the inline `<style>` blocks of a page, each by its hash. */
function styleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
}

async function page(app: TestApp, url: string) {
  return app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

describe('the storefront page', () => {
  it('names a fresh nonce per answer in its policy, its scripts and the csp-nonce meta tag', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/prodotto/pasta-di-semola-100001', '/checkout', '/index.html']) {
      const response = await page(t, url);
      expect(response.statusCode, url).toBe(200);
      const policy = expectPagePolicy(response, url);
      const nonceSource = policy.get('script-src')?.find((source) => source.startsWith("'nonce-"));
      expect(nonceSource, url).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      // The barcode reader's WebAssembly compiles; JavaScript's eval stays refused.
      expect(policy.get('script-src'), url).toContain("'wasm-unsafe-eval'");
      const nonce = nonceSource!.slice("'nonce-".length, -1);
      // styled-components reads the meta tag's nonce for the <style> tags it injects.
      expect(policy.get('style-src'), url).toContain(`'nonce-${nonce}'`);
      expect(response.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts, url).toHaveLength(2);
      for (const script of scripts) expect(script, url).toContain(`nonce="${nonce}"`);
      expect(response.body, url).toContain('<noscript>Attiva JavaScript</noscript>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends its files with nosniff and a policy that allows nothing', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset, 'asset');
    expect(asset.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('answers a revalidation (304) without a policy, so the cached page keeps its own', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/index.js',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets its service worker fetch from its own origin only, and never caches the script', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expectCommonHeaders(worker, 'service worker');
    const policy = policyOf(worker);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});

describe('a Stripe storefront (CARRELLO_CARD_PROVIDER=stripe)', () => {
  it("lets Stripe.js load, frame its card form and the bank's check, and call its API", async () => {
    expect(configFromEnv({ CARRELLO_CARD_PROVIDER: 'stripe' }).cardProvider).toBe('stripe');
    expect(configFromEnv({ CARRELLO_CARD_PROVIDER: 'simulated' }).cardProvider).toBeUndefined();
    expect(() => configFromEnv({ CARRELLO_CARD_PROVIDER: 'strpe' })).toThrow(
      /CARRELLO_CARD_PROVIDER must be "simulated" or "stripe"/,
    );
    const stripe = await createTestApp({
      products: 5,
      config: { storefrontDir: dist, cardProvider: 'stripe' },
    });
    try {
      const response = await page(stripe, '/profile/payment-method/add-card');
      const policy = policyOf(response);
      expect(policy.get('script-src')).toContain('https://js.stripe.com');
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('frame-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    } finally {
      await stripe.close();
    }
    // Without it, no third party anywhere in the policy.
    const simulated = policyOf(await page(t, '/profile/payment-method/add-card'));
    expect(simulated.get('frame-src')).toBeUndefined();
    expect(simulated.get('script-src')).not.toContain('https://js.stripe.com');
  });
});

describe('the API', () => {
  it('answers envelopes, errors and refusals with the headers', async () => {
    const answers = {
      operation: await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' }),
      unknown: await t.app.inject({ method: 'GET', url: '/ebsn/api/non-esiste' }),
      'cross-site': await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/cart/add-product',
        headers: {
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'items=1',
      }),
      'bad body': await postLoginBody(t.app, '{', 'application/json'),
      contract: await t.app.inject({ method: 'GET', url: '/openapi.yaml' }),
      health: await t.app.inject({ method: 'GET', url: '/health' }),
    };
    for (const [label, response] of Object.entries(answers)) {
      expect(response.statusCode, label).toBeLessThan(500);
      expectCommonHeaders(response, label);
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], label).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    expect(answers['cross-site'].statusCode).toBe(403);
    expect(answers.unknown.statusCode).toBe(404);
  });
});

describe("the server README's policy", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Security headers'));
  const documented = /```text\n([\s\S]*?)```/.exec(section)![1]!.replace(/\s+/g, ' ').trim();

  it('is the one served with a storefront page, in development and in production', async () => {
    const cases = [
      [t, defaultConfig().publicUrl, ''],
      [production, 'https://spesa.example.it', '; upgrade-insecure-requests'],
    ] as const;
    for (const [app, publicUrl, tail] of cases) {
      const served = String((await page(app, '/')).headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(served)![1]!;
      const expected =
        documented
          .replaceAll('<inline>', `'nonce-${nonce}'`)
          .replaceAll("'sha256-…'", `'${PAGE_STYLE_HASH}'`)
          .replaceAll('<PUBLIC_URL origin>', new URL(publicUrl).origin) + tail;
      expect(served).toBe(expected);
    }
  });

  it("names the script and style sources of the server's own pages and of resources", async () => {
    const sso = policyOf(await page(t, '/sso'));
    const own = `script-src ${sso.get('script-src')!.join(' ')}; style-src ${sso.get('style-src')!.join(' ')}`;
    expect(section).toContain(`\`${own.replace(`'${PAGE_STYLE_HASH}'`, "'sha256-…'")}\``);
    const json = await t.app.inject({ method: 'GET', url: '/ebsn/api/auth/test' });
    expect(section).toContain(`\`${String(json.headers['content-security-policy'])}\``);
  });
});

describe("the server's own pages", () => {
  it('allow their style block by its hash, and no inline script', async () => {
    for (const url of ['/sso', '/dev/mailbox']) {
      const response = await page(t, url);
      expect(response.statusCode, url).toBe(200);
      const policy = expectPagePolicy(response, url);
      const hashes = styleHashes(response.body);
      expect(hashes, url).toHaveLength(1);
      expect(policy.get('style-src'), url).toEqual(expect.arrayContaining(hashes));
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(response.body, url).not.toMatch(/<script\b/);
    }
  });

  it('keep them on answers to a form', async () => {
    const response = await postForm(t.app, '/sso/login', null, { login: '', password: '' });
    expect(response.statusCode).toBe(400);
    expectPagePolicy(response, 'sso login');
  });

  it('serve the API reference with its own scripts only, and its inline styles', async () => {
    const response = await page(t, '/docs/');
    expect(response.statusCode).toBe(200);
    const policy = expectPagePolicy(response, '/docs/', { inlineStyles: true });
    expect(policy.get('script-src')).toEqual(["'self'"]);
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/src="[^"]+"/);
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expectCommonHeaders(spec, '/docs/json');
  });

  it("let the payment provider's pages keep their own policy, never framed", async () => {
    const response = await postForm(t.app, '/payment-provider/checkout', null, {
      session_id: 'nessuna',
    });
    expect(response.statusCode).toBe(410);
    expectCommonHeaders(response, 'provider');
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("add frame-ancestors to the product images' own policy", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/products/1/small.svg' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response, 'image');
    expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
  });
});

describe("refusals of Node's HTTP parser", () => {
  /** The head of the answer to a request line over Node's limit, sent to `app` listening. */
  async function tooLongHead(app: TestApp['app']): Promise<string> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET /?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`),
      );
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', (error) => {
        if (chunks.length === 0) reject(error);
      });
    });
    return raw.split('\r\n\r\n')[0]!.toLowerCase();
  }

  it('carry the headers too', async () => {
    const head = await tooLongHead(t.app);
    expect(head).toMatch(/^http\/1\.1 431 /);
    expect(head).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(head).toContain('x-frame-options: deny');
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain('referrer-policy: strict-origin-when-cross-origin');
    expect(head).toContain('cross-origin-opener-policy: same-origin');
    expect(head).not.toContain('strict-transport-security');
  });

  it('require HTTPS in production, as every other answer does', async () => {
    const head = await tooLongHead(production.app);
    expect(head).toMatch(/^http\/1\.1 431 /);
    expect(head).toContain('strict-transport-security: max-age=31536000; includesubdomains');
    expect(head).toContain('cross-origin-opener-policy: same-origin');
  });
});

describe('HTTPS', () => {
  it('is required by HSTS in production only', async () => {
    const development = await page(t, '/');
    expect(development.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(development).has('upgrade-insecure-requests')).toBe(false);
    for (const url of ['/', '/ebsn/api/auth/test', '/sso']) {
      const response = await page(production, url);
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const policy = expectPagePolicy(await page(production, '/'), 'production');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    // The provider's checkout is posted to at the public origin.
    expect(policy.get('form-action')).toEqual(["'self'", 'https://spesa.example.it']);
  });
});
