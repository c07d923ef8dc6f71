import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testAppBeforeAll, type TestApp } from '../testing/test-app';

const PUBLIC_URL = 'https://spesa.example.it';
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

/** The text of each `<tag>` of an XML document, in order. */
function tagTexts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

function expectCrawlerDocument(response: LightMyRequestResponse, type: string, label: string) {
  expect(response.statusCode, label).toBe(200);
  expect(response.headers['content-type'], label).toBe(type);
  expect(response.headers['cache-control'], label).toMatch(/^public, max-age=\d+/);
  expect(response.headers.etag, label).toMatch(/^".+"$/);
  // The security headers of every answer of the server.
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
}

describe('search engines on a catalogue of 20,000 products', () => {
  let t: TestApp;
  // Seeding 20,000 products takes a minute or two on a busy machine: a limit of its own, which
  // only stops a hung seed and never measures speed.
  beforeAll(async () => {
    t = await createTestApp({ products: 20_000, config: { publicUrl: `${PUBLIC_URL}/` } });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function childSitemaps(): Promise<string[]> {
    const index = await get('/sitemap.xml');
    return tagTexts(index.body, 'loc');
  }

  it('lists every product page exactly once across chunked child sitemaps within the protocol limits', async () => {
    const children = await childSitemaps();
    const productFiles = children.filter((loc) => /\/sitemaps\/products-\d+\.xml$/.test(loc));
    expect(productFiles.length).toBeGreaterThan(1);

    const listed = new Set<string>();
    let listedCount = 0;
    for (const loc of productFiles) {
      expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
      const file = await get(new URL(loc).pathname);
      expectCrawlerDocument(file, 'application/xml; charset=utf-8', loc);
      expect(file.rawPayload.byteLength).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
      const urls = tagTexts(file.body, 'loc');
      expect(urls.length).toBeLessThanOrEqual(PROTOCOL_MAX_URLS);
      for (const url of urls) listed.add(url);
      listedCount += urls.length;
    }

    const products = await t.db.selectFrom('products').select('slug').execute();
    // The seed adds a few hand-picked products to the 20,000 it generates.
    expect(products.length).toBeGreaterThanOrEqual(20_000);
    expect(listedCount).toBe(products.length);
    expect(listed).toEqual(new Set(products.map((p) => `${PUBLIC_URL}/product/${p.slug}`)));
  });

  it('gives each product its last change and each chunk the latest of its products', async () => {
    const [first] = (await childSitemaps()).filter((loc) => loc.includes('/products-'));
    const index = await get('/sitemap.xml');
    const entry = [...index.body.matchAll(/<sitemap>(.*?)<\/sitemap>/g)]
      .map((match) => match[1]!)
      .find((text) => text.includes(first!));
    const file = await get(new URL(first!).pathname);
    const lastmods = tagTexts(file.body, 'lastmod');
    expect(lastmods).toHaveLength(tagTexts(file.body, 'loc').length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const latest = [...lastmods].sort().at(-1);
    expect(tagTexts(entry!, 'lastmod')).toEqual([latest]);
  });
});

describe('sitemaps and robots.txt', () => {
  const t = testAppBeforeAll({ products: 30, config: { publicUrl: PUBLIC_URL } });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the sitemap index with the pages, the categories and one product chunk', async () => {
    const index = await get('/sitemap.xml');
    expectCrawlerDocument(index, 'application/xml; charset=utf-8', '/sitemap.xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(tagTexts(index.body, 'loc')).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/categories.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists every category of the tree at its storefront address, without the special ones', async () => {
    const file = await get('/sitemaps/categories.xml');
    expectCrawlerDocument(file, 'application/xml; charset=utf-8', 'categories');
    const categories = await t.db
      .selectFrom('categories')
      .select('slug')
      .where('slug', 'not in', ['application', 'fast-search-popup'])
      .execute();
    const urls = tagTexts(file.body, 'loc');
    expect(new Set(urls)).toEqual(new Set(categories.map((c) => `${PUBLIC_URL}/${c.slug}`)));
    expect(urls.some((url) => url.endsWith('/application'))).toBe(false);
    expect(tagTexts(file.body, 'lastmod')).toHaveLength(urls.length);
  });

  it('lists the home, flyers, FAQ, store locator, each store and each content page', async () => {
    const file = await get('/sitemaps/pages.xml');
    expectCrawlerDocument(file, 'application/xml; charset=utf-8', 'pages');
    const urls = tagTexts(file.body, 'loc');
    for (const path of ['/', '/volantini', '/faq', '/store-locator'])
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    const pages = await t.db.selectFrom('content_pages').select('slug').execute();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(urls).toContain(`${PUBLIC_URL}/page/${page.slug}`);
    const faqs = await t.db.selectFrom('faq_categories').select('slug').execute();
    for (const faq of faqs) expect(urls).toContain(`${PUBLIC_URL}/faq/${faq.slug}`);
    const stores = await t.db.selectFrom('warehouses').select('slug').execute();
    for (const store of stores)
      expect(
        urls.some(
          (url) => url.startsWith(`${PUBLIC_URL}/store-locator/`) && url.endsWith(`/${store.slug}`),
        ),
      ).toBe(true);
    for (const url of urls) expect(() => new URL(url)).not.toThrow();
  });

  it('answers 404 for a product chunk past the end and an unknown file', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/x.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers 304 to a crawler that already has the same sitemap', async () => {
    const first = await get('/sitemaps/products-1.xml');
    const again = await get('/sitemaps/products-1.xml', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('points robots.txt at the sitemap index and keeps crawlers out of private pages', async () => {
    const robots = await get('/robots.txt');
    expectCrawlerDocument(robots, 'text/plain; charset=utf-8', '/robots.txt');
    const lines = robots.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/profile', '/checkout', '/cart/', '/ebsn/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // Public pages stay crawlable: no rule is a prefix of their paths.
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const path of [
      '/product/passata-di-pomodoro',
      '/search?q=latte',
      '/faq',
      '/orders-anon',
      '/reset-password-request',
    ])
      expect(
        disallowed.filter((rule) => path.startsWith(rule)),
        path,
      ).toEqual([]);
  });
});
