import { expect, type Page } from '@playwright/test';

import { buyableProducts, test } from './support';

interface Offer {
  '@type': string;
  price: string;
  priceCurrency: string;
  availability: string;
}

// A type alias, not an interface: it is a plain record for toMatchObject.
type ProductJsonLd = {
  '@type': string;
  name: string;
  url: string;
  offers?: Offer;
};

interface WireProduct {
  name: string;
  slug: string;
  priceDisplay?: number | null;
  price?: number | null;
  metaData?: { product_seo?: { SEO_TITLE?: string } };
}

/**
 * What search engines read in the head of the page shown, or of an HTML text as a crawler
 * without JavaScript receives it (parsed, never run).
 */
async function headOf(page: Page, html?: string) {
  return page.evaluate((source) => {
    const doc =
      source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    return {
      title: doc.title,
      descriptions: [...doc.querySelectorAll('meta[name="description"]')].map(
        (meta) => meta.getAttribute('content') ?? '',
      ),
      descriptionInHead: doc.head.querySelector('meta[name="description"]') !== null,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      ogTitle: doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
      lang: doc.documentElement.lang,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as { '@type': string },
      ),
    };
  }, html);
}

test.describe('what search engines read', () => {
  test('a category whose SEO title is empty is titled with its name', async ({ page }) => {
    // The platform may send an empty SEO title: the page is then named after the category.
    await page.route('**/ebsn/api/category?*slug=frutta-e-verdura-frutta*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { category: { metaData?: { category_seo?: { SEO_TITLE?: string } } } };
      };
      const { category } = body.data;
      category.metaData = {
        ...category.metaData,
        category_seo: { ...category.metaData?.category_seo, SEO_TITLE: '' },
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/frutta-e-verdura');
    // Reached in the browser, so the page reads the answer above.
    await page.locator('main a[href="/frutta-e-verdura-frutta"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frutta');
    await expect(page).toHaveTitle('Frutta – Carrello');
  });

  test('a product page has its title, description, canonical link and Product JSON-LD with the price in euro', async ({
    page,
    baseURL,
  }) => {
    const [buyable] = await buyableProducts(page, 1);
    const response = await page.request.get(`/ebsn/api/products?slug=${buyable!.slug}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    // The platform answers a slug with the product itself (or a one-item list).
    const data = ((await response.json()) as { data: WireProduct | { products: WireProduct[] } })
      .data;
    const product = 'products' in data ? data.products[0] : data;
    if (!product) throw new Error(`No product ${buyable!.slug}`);
    const price = product.priceDisplay ?? product.price;
    expect(price, 'the product has a price').toEqual(expect.any(Number));
    const address = `${baseURL}/product/${product.slug}`;

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const title = `${product.metaData?.product_seo?.SEO_TITLE ?? product.name} – Carrello`;
    await expect(page).toHaveTitle(title);

    const head = await headOf(page);
    expect(head.lang).toBe('it');
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]!.length).toBeGreaterThan(0);
    expect(head.descriptionInHead).toBe(true);
    expect(head.canonical).toBe(address);
    expect(head.robots).toBeNull();
    expect(head.ogTitle).toBe(title);
    const jsonLd = head.jsonLd.find((item) => item['@type'] === 'Product') as ProductJsonLd;
    expect(jsonLd).toMatchObject({
      name: product.name,
      url: address,
      offers: {
        '@type': 'Offer',
        price: price!.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(head.jsonLd.map((item) => item['@type'])).toContain('BreadcrumbList');

    // A crawler that runs no JavaScript reads the same in the HTML the server renders.
    const answer = await page.request.get(`/product/${product.slug}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<h1`);
    expect(html).not.toContain('<div id="root"></div>');
    const raw = await headOf(page, html);
    expect(raw.lang).toBe('it');
    expect(raw.title).toBe(title);
    expect(raw.canonical).toBe(address);
    expect(raw.descriptions).toEqual(head.descriptions);
    expect(raw.jsonLd.find((item) => item['@type'] === 'Product')).toEqual(jsonLd);
  });

  test('the home page names the chain and its search, and a private page is not indexed', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page).toHaveTitle('Carrello – la spesa online');
    const home = await headOf(page);
    expect(home.canonical).toBe(`${baseURL}/`);
    expect(home.descriptions).toHaveLength(1);
    expect(home.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({
            urlTemplate: `${baseURL}/search?q={search_term_string}`,
          }),
        }),
      }),
    );
    expect(home.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization' }));

    // A search keeps only its words in the canonical address and lists its results.
    await page.goto('/search?q=latte&utm_source=newsletter');
    await expect(
      page.getByRole('list', { name: 'Risultati per latte' }).getByRole('listitem').first(),
    ).toBeVisible();
    const search = await headOf(page);
    expect(search.canonical).toBe(`${baseURL}/search?q=latte`);
    expect(search.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'ItemList' }));

    // A payment page belongs to one shopper: never indexed.
    await page.goto('/payment-error');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect((await headOf(page)).robots).toBe('noindex, nofollow');
  });

  test('robots.txt leads to the sitemap index on the public address', async ({ page, baseURL }) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await page.request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await index.text()).toContain(`<loc>${baseURL}/sitemaps/products-1.xml</loc>`);
  });
});
