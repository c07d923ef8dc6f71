import { describe, expect, it } from 'vitest';

import { foldText } from '../services/search';
import { expectContract, expectErrorShown } from '../testing/contract';
import { SDK_HEADERS, testAppBeforeAll } from '../testing/test-app';

interface Product {
  productId: number;
  name: string;
  categoryId?: number;
  vendor?: { vendorId: number; name: string };
}
interface ProductPage {
  products: Product[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
}
interface Facet {
  name: string;
  parameterName: string;
  values: { id: string; name: string; count: number; selected?: boolean }[];
}
interface Suggestion {
  type: 'term' | 'category' | 'vendor';
  name: string;
  id: number | null;
  count: number;
  imageUrl?: string;
}

const t = testAppBeforeAll({ products: 1500 });

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: SDK_HEADERS });

async function search(q: string, extra = ''): Promise<ProductPage> {
  return expectContract<{ data: ProductPage }>(
    t.app,
    'products.list',
    await get(`/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=100${extra}`),
  ).data;
}

async function suggestions(q: string, extra = ''): Promise<Suggestion[]> {
  return expectContract<{ data: { suggestions: Suggestion[] } }>(
    t.app,
    'products.suggest',
    await get(`/ebsn/api/suggestion/search?q=${encodeURIComponent(q)}${extra}`),
  ).data.suggestions;
}

describe('product search', () => {
  it('finds "pomodoro" products for "pomodori" (Italian stemming)', async () => {
    const result = await search('pomodori');
    const names = result.products.map((p) => p.name.toLowerCase());
    expect(names.some((name) => name.includes('pomodoro'))).toBe(true);
    expect(names.some((name) => name.includes('pomodori'))).toBe(true);
    for (const product of result.products) expect(foldText(product.name)).toMatch(/pomodor/);
  });

  it('ignores accents: "caffe" finds "caffè"', async () => {
    const plain = await search('caffe');
    const accented = await search('caffè');
    expect(plain.products.length).toBeGreaterThan(0);
    expect(plain.products.some((p) => p.name.includes('Caffè'))).toBe(true);
    expect(plain.page.totItems).toBe(accented.page.totItems);
  });

  it('puts all the words together: "passata pomodoro" finds passata only', async () => {
    const result = await search('passata pomodoro');
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products) expect(product.name).toMatch(/^Passata di pomodoro/);
  });

  it('finds misspelt names through trigram similarity', async () => {
    const result = await search('pasata di pomodoro rustca');
    expect(result.products.some((p) => p.name.startsWith('Passata di pomodoro'))).toBe(true);
  });

  it('finds nothing for words that are in no product', async () => {
    const result = await search('zxqwv');
    expect(result.products).toEqual([]);
    expect(result.page.totItems).toBe(0);
  });

  it('narrows a search to a category and a brand', async () => {
    const all = await search('caffe');
    const category = all.products[0]!.categoryId!;
    const inCategory = await search('caffe', `&parent_category_id=${category}`);
    expect(inCategory.products.length).toBeGreaterThan(0);
    for (const product of inCategory.products) expect(product.categoryId).toBe(category);
    const vendor = all.products[0]!.vendor!.vendorId;
    const ofBrand = await search('caffe', `&parent_vendor_id=${vendor}`);
    for (const product of ofBrand.products) expect(product.vendor?.vendorId).toBe(vendor);
    expect(ofBrand.page.totItems).toBeLessThanOrEqual(all.page.totItems);
  });

  it('answers the brand facet of the whole result, the chosen brand included', async () => {
    const all = await search('caffe');
    const facet = (all as ProductPage & { facets?: Facet[] }).facets?.[0];
    expect(facet?.name).toBe('Marca');
    expect(facet?.parameterName).toBe('parent_vendor_id');
    const values = facet!.values;
    expect(values.reduce((sum, value) => sum + value.count, 0)).toBe(all.page.totItems);
    const chosen = values[0]!;
    const ofBrand = (await search('caffe', `&parent_vendor_id=${chosen.id}`)) as ProductPage & {
      facets?: Facet[];
    };
    expect(ofBrand.page.totItems).toBe(chosen.count);
    // The other brands stay on offer, with the same counts; the chosen one is marked.
    expect(ofBrand.facets?.[0]?.values).toEqual(
      values.map((value) => ({ ...value, selected: value.id === chosen.id })),
    );
  });

  it('sorts by price per unit of measure', async () => {
    const data = expectContract<{ data: { products: Array<{ priceUm: number }> } }>(
      t.app,
      'products.list',
      await get('/ebsn/api/products?q=latte&sort=unit_price&page_size=100'),
    ).data;
    const prices = data.products.map((product) => product.priceUm);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages a search with a stable order and consistent totals', async () => {
    const whole = await search('latte');
    expect(whole.page.totItems).toBeGreaterThan(6);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.page.totItems / 5); page += 1) {
      const data = expectContract<{ data: ProductPage }>(
        t.app,
        'products.list',
        await get(`/ebsn/api/products?q=latte&page_size=5&page=${page}`),
      ).data;
      expect(data.page.totItems).toBe(whole.page.totItems);
      pages.push(...data.products.map((p) => p.productId));
    }
    expect(pages).toEqual(whole.products.map((p) => p.productId));
  });

  it('refuses an empty query with 400', async () => {
    const response = await get('/ebsn/api/products?q=');
    expectErrorShown(t.app, 'products.list', response, 400, 'Il campo «q» è obbligatorio');
  });
});

describe('products.suggest', () => {
  it('groups terms, categories with images and brands, each with a count', async () => {
    const list = await suggestions('pomo');
    const types = list.map((s) => s.type);
    expect(types).toContain('term');
    expect(types).toContain('category');
    // Grouped: every term first, then categories, then brands.
    expect(types).toEqual([...types].sort((a, b) => order(a) - order(b)));
    for (const suggestion of list) {
      expect(suggestion.count).toBeGreaterThan(0);
      expect(
        foldText(suggestion.name)
          .split(' ')
          .some((w) => w.startsWith('pomo')),
      ).toBe(true);
    }
    const category = list.find((s) => s.type === 'category')!;
    expect(category.imageUrl).toMatch(/^\/media\/products\/\d+\/small\.svg$/);
    const term = list.find((s) => s.type === 'term')!;
    expect(term.id).toBeNull();
    // The count of a term is what a search for it finds.
    expect(term.count).toBe((await search(term.name)).page.totItems);
  });

  it('only matches word prefixes, accents ignored', async () => {
    expect(await suggestions('odoro')).toEqual([]);
    const list = await suggestions('caffe');
    expect(list.some((s) => s.name.startsWith('Caffè') || s.name.startsWith('caffè'))).toBe(true);
  });

  it('suggests brands', async () => {
    const product = ((await get('/ebsn/api/products?page_size=1')).json() as { data: ProductPage })
      .data.products[0]!;
    const brand = product.vendor!;
    const list = await suggestions(brand.name.slice(0, 5));
    const vendor = list.find((s) => s.type === 'vendor' && s.id === brand.vendorId);
    expect(vendor?.name).toBe(brand.name);
    const ofBrand = (
      (await get(`/ebsn/api/products?parent_vendor_id=${brand.vendorId}&page_size=1`)).json() as {
        data: ProductPage;
      }
    ).data;
    expect(vendor?.count).toBe(ofBrand.page.totItems);
  });

  it('keeps at most `limit` suggestions of each type', async () => {
    const list = await suggestions('past', '&limit=1');
    for (const type of ['term', 'category', 'vendor'])
      expect(list.filter((s) => s.type === type).length).toBeLessThanOrEqual(1);
    expect(list.length).toBeGreaterThan(0);
  });

  it('refuses fewer than 4 characters with an Italian 400', async () => {
    const response = await get('/ebsn/api/suggestion/search?q=pom');
    expectErrorShown(
      t.app,
      'products.suggest',
      response,
      400,
      expect.stringMatching(/[àèéìòù]|non|campo|valore/i),
    );
  });
});

function order(type: Suggestion['type']): number {
  return type === 'term' ? 0 : type === 'category' ? 1 : 2;
}
