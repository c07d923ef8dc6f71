// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { injectFetch } from '@carrello/server/src/http/storefront-render';
import { createTestApp, type TestApp } from '@carrello/server/src/testing/test-app';

import { renderPage, SCRIPT_SOURCES_HEADER, STYLE_SOURCES_HEADER } from './entry-server';

// A product page is real HTML. The page renders from a Fetch Request against the
// reference server, built in-process on a fresh PGlite and answering the loaders' API calls.
const ORIGIN = 'http://spesa.test';
const API_ORIGIN = 'http://api.test';
const TEMPLATE =
  '<!doctype html><html lang="it"><head><title>Carrello – la spesa online</title></head>' +
  '<body><div id="root"></div></body></html>';

interface SeededProduct {
  name: string;
  slug: string;
  price: number;
}

let t: TestApp;
let product: SeededProduct;
let products: SeededProduct[];

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const answer = await t.app.inject({ method: 'GET', url: '/ebsn/api/products?page_size=20' });
  products = (answer.json() as { data: { products: SeededProduct[] } }).data.products;
  const priced = products.find((candidate) => candidate.price > 0);
  if (!priced) throw new Error('The seed has no priced product');
  product = priced;
  // Opening PGlite and the app's first import take long on a loaded machine; a hung start stops.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function render(
  path: string,
  headers: Record<string, string> = {},
  nonce?: string,
): Promise<Response> {
  return renderPage(
    new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html', ...headers } }),
    {
      template: TEMPLATE,
      apiOrigin: API_ORIGIN,
      fetch: injectFetch(t.app),
      ...(nonce ? { nonce } : {}),
    },
  );
}

/** The CSP hash source of an inline script or style's text, as a browser computes it. */
function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

/** The `<script type="application/ld+json">` documents of a page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The text of an HTML fragment, as a reader sees it (tags dropped, entities decoded). */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('renderPage', { timeout: 60_000 }, () => {
  it('answers a product page with its name, price, JSON-LD and canonical link', async () => {
    const response = await render(`/product/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(text(body)).toContain(product.name);
    const euros = product.price.toFixed(2).replace('.', ',');
    expect(text(body)).toMatch(new RegExp(`${euros}\\s€`));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/product/${product.slug}"/>`);
    const offer = jsonLd(html).find((document) => document['@type'] === 'Product');
    expect(offer).toMatchObject({
      name: product.name,
      offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'EUR' },
    });
  });

  it('renders pages asked at the same time each with the data of its own address', async () => {
    // One router serves every render: each page's loaders must reach their own render's data.
    const asked = [...products.slice(0, 6), { name: '', slug: 'non-esiste-ancora', price: 0 }];
    const answers = await Promise.all(
      asked.map(async (wanted) => {
        const response = await render(`/product/${wanted.slug}?insieme=1`);
        const html = await response.text();
        return { status: response.status, heading: /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] };
      }),
    );
    expect(answers).toEqual([
      ...products.slice(0, 6).map((wanted) => ({ status: 200, heading: wanted.name })),
      { status: 404, heading: 'Pagina non trovata' },
    ]);
  });

  it('answers an unknown product with the not-found page and a 404', async () => {
    const response = await render('/product/non-esiste-questo-prodotto');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(text(html)).toContain('Pagina non trovata');
    expect(html).not.toContain(
      'application/ld+json">{"@context":"https://schema.org","@type":"Product"',
    );
  });

  it('answers a shared page with the same bytes for everyone, compressed once, its inline code allowed by hashes', async () => {
    const path = `/product/${product.slug}?shared=1`;
    const first = await render(path, { 'accept-encoding': 'br, gzip' }, 'nonce-of-one');
    const second = await render(path, { 'accept-encoding': 'gzip, br' }, 'nonce-of-two');
    const plain = await render(path, {}, 'nonce-of-three');
    const gzipped = await render(path, { 'accept-encoding': 'gzip' }, 'nonce-of-four');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get('vary')).toBe('accept-encoding');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const html = await plain.text();
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
    expect(html).toContain(product.name);
    expect(html).not.toMatch(/nonce-of-|nonce=/);
    // Each representation has its own validator, of the same page.
    expect(first.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
      hashSource(match[1] ?? ''),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(plain.headers.get(SCRIPT_SOURCES_HEADER)?.split(' ').sort()).toEqual(scripts.sort());
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
      hashSource(match[1] ?? ''),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of [...styles, hashSource('')])
      expect(plain.headers.get(STYLE_SOURCES_HEADER)?.split(' ')).toContain(style);
    // Data blocks (JSON-LD, the query cache) are never run: they need no hash.
    const data = [
      ...html.matchAll(/<script type="application\/[^"]*json"[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(data.length).toBeGreaterThan(0);
    for (const block of data)
      expect(plain.headers.get(SCRIPT_SOURCES_HEADER)).not.toContain(hashSource(block[1] ?? ''));
  });

  it('answers 304 to a cache holding the page in any encoding', async () => {
    const path = `/product/${product.slug}?validated=1`;
    const page = await render(path, { 'accept-encoding': 'br' });
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-br"$/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await render(path, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status, encoding).toBe(304);
      expect(again.body, encoding).toBeNull();
    }
    const changed = await render(path, { 'if-none-match': '"another-page"' });
    expect(changed.status).toBe(200);
    // A HEAD gets the stored page's headers, without a body.
    const head = await renderPage(
      new Request(`${ORIGIN}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }),
      { template: TEMPLATE, apiOrigin: API_ORIGIN, fetch: injectFetch(t.app) },
    );
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-encoding')).toBe('br');
  });

  it("puts the answer's nonce on a page of the shopper's own, compressed for them alone", async () => {
    const page = await render('/login', { 'accept-encoding': 'gzip' }, 'nonce-of-mario');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get(SCRIPT_SOURCES_HEADER)).toBeNull();
    const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString();
    expect(html).toContain('<meta property="csp-nonce" nonce="nonce-of-mario">');
    const inline = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
      ([, , attributes]) => !/\bsrc=|application\/(?:ld\+)?json/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [tag] of inline) expect(tag).toContain('nonce="nonce-of-mario"');
  });
});
