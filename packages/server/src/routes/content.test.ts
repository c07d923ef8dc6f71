import { describe, expect, it } from 'vitest';

import { expectContract, expectErrorShown } from '../testing/contract';
import { SDK_HEADERS, testAppBeforeAll } from '../testing/test-app';

interface Leaflet {
  leafletId: number;
  leafletTypeId?: number;
  slug: string;
  name: string;
  baseLocation: string;
  pageCount: number;
  validityDate: string;
  expireDate: string;
}

const t = testAppBeforeAll();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: SDK_HEADERS });

async function expectNotFound(
  operationId: Parameters<typeof expectContract>[1],
  url: string,
  message: string,
) {
  expectErrorShown(t.app, operationId, await get(url), 404, message);
}

describe('content.page', () => {
  it.each([
    ['privacy-policy', 'Informativa sulla privacy'],
    ['condizioni-di-vendita', 'Condizioni generali di vendita'],
  ])('reads the page %s', async (name, title) => {
    const body = expectContract<{
      data: { slug: string; title: { rendered: string }; content: { rendered: string } };
      meta?: unknown;
    }>(t.app, 'content.page', await get(`/ebsn/api/page/view?page_name=${name}`));
    expect(body.data.slug).toBe(name);
    expect(body.data.title.rendered).toBe(title);
    expect(body.data.content.rendered).toMatch(/^<h2>/);
    expect(body.data.content.rendered).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 for an unknown page and 400 for a malformed name', async () => {
    await expectNotFound(
      'content.page',
      '/ebsn/api/page/view?page_name=non-esiste',
      'Pagina non trovata',
    );
    const bad = await get('/ebsn/api/page/view?page_name=Bad_Name');
    expect(bad.statusCode).toBe(400);
    expectContract(t.app, 'content.page', bad);
  });
});

describe('content.popup', () => {
  it('reads a popup by code and the published one without code', async () => {
    const byCode = expectContract<{ data: { popupCode: string; TITLE: string } }>(
      t.app,
      'content.popup',
      await get('/ebsn/api/popup/view?popup_code=manutenzione'),
    );
    expect(byCode.data.TITLE).toBe('Manutenzione programmata');
    const current = expectContract<{ data: { popupCode: string; DESCRIPTION: string } }>(
      t.app,
      'content.popup',
      await get('/ebsn/api/popup/view'),
    );
    expect(current.data.popupCode).toBe('benvenuto');
    expect(current.data.DESCRIPTION).toMatch(/<p>/);
  });

  it('answers 404 for an unknown popup', async () => {
    await expectNotFound(
      'content.popup',
      '/ebsn/api/popup/view?popup_code=sconosciuto',
      'Avviso non trovato',
    );
  });
});

describe('flyers', () => {
  it('lists the current flyers, national and of the store asked for', async () => {
    const all = expectContract<{ data: { leaflets: Leaflet[] } }>(
      t.app,
      'content.leaflets',
      await get('/ebsn/api/leaflet/search'),
    ).data.leaflets;
    expect(all.map((l) => l.slug)).toEqual(['volantino-settimanale', 'speciale-dispensa']);
    const today = new Date().toISOString().slice(0, 10);
    for (const leaflet of all) {
      expect(leaflet.validityDate <= today && leaflet.expireDate >= today).toBe(true);
      expect(leaflet.pageCount).toBe(4);
    }
    const otherStore = t.seeded.stores.warehouseIds[1]!;
    const national = expectContract<{ data: { leaflets: Leaflet[] } }>(
      t.app,
      'content.leaflets',
      await get(`/ebsn/api/leaflet/search?warehouse_id=${otherStore}`),
    ).data.leaflets;
    expect(national.map((l) => l.slug)).toEqual(['volantino-settimanale']);
    const ofType = expectContract<{ data: { leaflets: Leaflet[] } }>(
      t.app,
      'content.leaflets',
      await get('/ebsn/api/leaflet/search?parent_leaflet_type_id=2'),
    ).data.leaflets;
    expect(ofType.map((l) => l.slug)).toEqual(['speciale-dispensa']);
  });

  it('reads a flyer by slug or id with its pages numbered from 0', async () => {
    const bySlug = expectContract<{
      data: Leaflet & { pages: Array<{ pageNumber: number; imageUrl: string }> };
    }>(t.app, 'content.leaflet', await get('/ebsn/api/leaflet/view?slug=volantino-settimanale'));
    expect(bySlug.data.pages.map((p) => p.pageNumber)).toEqual([0, 1, 2, 3]);
    expect(bySlug.data.pages[2]!.imageUrl).toBe(`${bySlug.data.baseLocation}2.png`);
    const byId = expectContract<{ data: Leaflet }>(
      t.app,
      'content.leaflet',
      await get(`/ebsn/api/leaflet/view?leaflet_id=${bySlug.data.leafletId}`),
    );
    expect(byId.data.slug).toBe('volantino-settimanale');
  });

  it('refuses a flyer request without id or slug, and 404 for an unknown one', async () => {
    expectErrorShown(
      t.app,
      'content.leaflet',
      await get('/ebsn/api/leaflet/view'),
      400,
      'Indica il volantino da aprire',
    );
    await expectNotFound(
      'content.leaflet',
      '/ebsn/api/leaflet/view?slug=non-esiste',
      'Volantino non trovato',
    );
  });

  it('lists the products of a flyer, pages of products and by category', async () => {
    const leaflet = expectContract<{ data: Leaflet }>(
      t.app,
      'content.leaflet',
      await get('/ebsn/api/leaflet/view?slug=volantino-settimanale'),
    ).data;
    const all = expectContract<{
      data: {
        products: Array<{ productId: number; categoryId: number }>;
        page: { totItems: number };
      };
    }>(
      t.app,
      'content.leafletProducts',
      await get(`/ebsn/api/leaflet/product-search?parent_leaflet_id=${leaflet.leafletId}`),
    ).data;
    expect(all.products.length).toBeGreaterThan(0);
    expect(all.page.totItems).toBe(all.products.length);
    const ids = all.products.map((p) => p.productId);
    expect(new Set(ids).size).toBe(ids.length);
    const category = all.products[0]!.categoryId;
    const ofCategory = expectContract<{ data: { products: Array<{ categoryId: number }> } }>(
      t.app,
      'content.leafletProducts',
      await get(
        `/ebsn/api/leaflet/product-search?parent_leaflet_id=${leaflet.leafletId}&parent_category_id=${category}`,
      ),
    ).data;
    expect(ofCategory.products.length).toBeGreaterThan(0);
    for (const product of ofCategory.products) expect(product.categoryId).toBe(category);
    const paged = expectContract<{ data: { products: unknown[]; page: { totPages: number } } }>(
      t.app,
      'content.leafletProducts',
      await get(
        `/ebsn/api/leaflet/product-search?parent_leaflet_id=${leaflet.leafletId}&page_size=2`,
      ),
    ).data;
    expect(paged.products).toHaveLength(2);
    expect(paged.page.totPages).toBe(Math.ceil(all.products.length / 2));
  });

  it('gives an empty page for an unknown flyer', async () => {
    const body = expectContract<{ data: { products: unknown[]; page: { totItems: number } } }>(
      t.app,
      'content.leafletProducts',
      await get('/ebsn/api/leaflet/product-search?parent_leaflet_id=999999'),
    );
    expect(body.data.products).toEqual([]);
    expect(body.data.page.totItems).toBe(0);
  });
});

describe('FAQ', () => {
  it('lists the FAQ categories and the answers of one', async () => {
    const categories = expectContract<{
      data: { categories: Array<{ slug: string; name: string }> };
    }>(t.app, 'content.faqCategories', await get('/ebsn/api/faq/category-list')).data.categories;
    expect(categories.map((c) => c.slug)).toEqual(['ordini', 'consegna', 'pagamenti', 'account']);
    const body = expectContract<{
      data: { category: { slug: string }; faqs: Array<{ question: string; answer: string }> };
    }>(t.app, 'content.faqs', await get('/ebsn/api/faq/list?category_slug=consegna'));
    expect(body.data.category.slug).toBe('consegna');
    expect(body.data.faqs[0]!.question).toBe('Quanto costa la consegna a domicilio?');
    expect(body.data.faqs[0]!.answer).toMatch(/^<p>/);
  });

  it('answers 404 for an unknown FAQ category', async () => {
    await expectNotFound(
      'content.faqs',
      '/ebsn/api/faq/list?category_slug=sconosciuta',
      'Categoria di domande non trovata',
    );
  });
});
