// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { injectFetch } from '@carrello/server/src/http/storefront-render';
import { createTestApp, type TestApp } from '@carrello/server/src/testing/test-app';

import { renderPage } from './entry-server';

// Issue 16: a product page is real HTML. The page renders from a Fetch Request against the
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

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const answer = await t.app.inject({ method: 'GET', url: '/ebsn/api/products?page_size=20' });
  const { products } = (answer.json() as { data: { products: SeededProduct[] } }).data;
  const priced = products.find((candidate) => candidate.price > 0);
  if (!priced) throw new Error('The seed has no priced product');
  product = priced;
  // Opening PGlite and the app's first import take long on a loaded machine; a hung start stops.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function render(path: string): Promise<Response> {
  return renderPage(new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } }), {
    template: TEMPLATE,
    apiOrigin: API_ORIGIN,
    fetch: injectFetch(t.app),
  });
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

  it('answers an unknown product with the not-found page and a 404', async () => {
    const response = await render('/product/non-esiste-questo-prodotto');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(text(html)).toContain('Pagina non trovata');
    expect(html).not.toContain(
      'application/ld+json">{"@context":"https://schema.org","@type":"Product"',
    );
  });
});
