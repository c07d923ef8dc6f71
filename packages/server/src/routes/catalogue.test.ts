import { describe, expect, it } from 'vitest';

import { forgetCategories } from '../services/catalogue';
import { firstDepartmentId, insertProduct, ONE_TYPO_WORDS } from '../testing/catalogue';
import { expectContract, expectErrorShown } from '../testing/contract';
import { SDK_HEADERS, signIn, testAppBeforeAll } from '../testing/test-app';

interface WireCategory {
  categoryId: number;
  parentId: number;
  slug: string;
  name: string;
  itemUrl: string;
  template?: string | null;
  metaData?: { category_info?: Record<string, string>; category_seo?: Record<string, string> };
  categories: WireCategory[];
  categoryBlocks?: Array<{
    categoryBlockId: number;
    templateBlock: { codInt: string };
    proposals: Array<{ name: string; link?: string }>;
  }>;
}

interface WireProduct {
  productId: number;
  slug: string;
  name: string;
  barcode?: string;
  categoryId?: number;
  vendor?: { vendorId: number; name: string };
  breadCrumbs?: Array<{ categoryId?: number; name: string; slug?: string }>;
  media?: Array<{ small?: string; medium: string; large?: string }>;
  metaData?: Record<string, Record<string, unknown>>;
  proposedAlternatives?: number[];
  hasAlternatives?: boolean;
  price?: number | null;
  priceDisplay?: number | null;
}

interface ProductPage {
  products: WireProduct[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
}

const t = testAppBeforeAll({ products: 600 });

const get = (url: string, headers: Record<string, string> = SDK_HEADERS) =>
  t.app.inject({ method: 'GET', url, headers });

function flatten(categories: WireCategory[]): WireCategory[] {
  return categories.flatMap((category) => [category, ...flatten(category.categories)]);
}

describe('category.get', () => {
  it('returns the three-level tree of departments without the special categories', async () => {
    const body = expectContract<{ data: { categories: WireCategory[] } }>(
      t.app,
      'category.get',
      await get('/ebsn/api/category'),
    );
    const departments = body.data.categories;
    expect(departments.length).toBeGreaterThanOrEqual(12);
    expect(departments.map((d) => d.slug)).not.toContain('application');
    expect(departments.map((d) => d.slug)).not.toContain('fast-search-popup');
    const first = departments[0]!;
    expect(first.parentId).toBe(0);
    expect(first.itemUrl).toBe(`/${first.slug}`);
    expect(first.metaData?.category_seo?.SEO_TITLE).toContain(first.name);
    const second = first.categories[0]!;
    expect(second.parentId).toBe(first.categoryId);
    expect(second.categories[0]!.parentId).toBe(second.categoryId);
  });

  it('keeps only categories with products when filtered', async () => {
    const departmentId = await firstDepartmentId(t.db);
    const empty = await t.db
      .insertInto('categories')
      .values({ parent_id: departmentId, slug: 'vuota-per-il-test', name: 'Vuota', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      forgetCategories(t.db);
      const slugs = async (url: string) =>
        flatten(
          expectContract<{ data: { categories: WireCategory[] } }>(
            t.app,
            'category.get',
            await get(url),
          ).data.categories,
        ).map((category) => category.slug);
      const all = await slugs('/ebsn/api/category');
      const filtered = await slugs('/ebsn/api/category?filtered=true');
      expect(all).toContain('vuota-per-il-test');
      expect(filtered).not.toContain('vuota-per-il-test');
      expect(filtered.length).toBe(all.length - 1);
    } finally {
      await t.db.deleteFrom('categories').where('id', '=', empty.id).execute();
      forgetCategories(t.db);
    }
  });

  it('reads one category by slug with its children', async () => {
    const tree = (await get('/ebsn/api/category')).json() as {
      data: { categories: WireCategory[] };
    };
    const department = tree.data.categories[1]!;
    const body = expectContract<{ data: { category: WireCategory } }>(
      t.app,
      'category.get',
      await get(`/ebsn/api/category?slug=${department.slug}`),
    );
    expect(body.data.category.name).toBe(department.name);
    expect(body.data.category.categories.map((c) => c.slug)).toEqual(
      department.categories.map((c) => c.slug),
    );
    expect(body.data.category.categoryBlocks).toEqual([]);
  });

  it('reads the application category with the header news banner', async () => {
    const body = expectContract<{ data: { category: WireCategory } }>(
      t.app,
      'category.get',
      await get('/ebsn/api/category?slug=application'),
    );
    const header = body.data.category.categoryBlocks?.find(
      (block) => block.templateBlock.codInt === 'header',
    );
    expect(header?.proposals[0]?.name).toMatch(/Consegna gratuita/);
  });

  it('reads the fast-search-popup category with its title and description', async () => {
    const body = expectContract<{ data: { category: WireCategory } }>(
      t.app,
      'category.get',
      await get('/ebsn/api/category?slug=fast-search-popup'),
    );
    expect(body.data.category.metaData?.category_info?.TITLE).toBe('Lista della spesa');
    expect(body.data.category.metaData?.category_info?.DESCRIPTION).toMatch(/<p>/);
  });

  it('answers 404 with an Italian message for an unknown slug', async () => {
    const response = await get('/ebsn/api/category?slug=non-esiste');
    expectErrorShown(t.app, 'category.get', response, 404, 'Categoria non trovata');
  });

  it('refuses a malformed slug with 400', async () => {
    const response = await get('/ebsn/api/category?slug=Non%20Valido!');
    expectErrorShown(t.app, 'category.get', response, 400, 'Valore non valido per «slug»');
  });
});

describe('products.list', () => {
  it('pages through a department, descendants included, with a stable order', async () => {
    const tree = (await get('/ebsn/api/category')).json() as {
      data: { categories: WireCategory[] };
    };
    const department = tree.data.categories[0]!;
    const leafIds = new Set(flatten([department]).map((category) => category.categoryId));
    const first = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=10`),
    ).data;
    expect(first.page.totItems).toBeGreaterThan(10);
    expect(first.page.totPages).toBe(Math.ceil(first.page.totItems / 10));
    expect(first.products).toHaveLength(10);
    for (const product of first.products) {
      expect(leafIds.has(product.categoryId!)).toBe(true);
      expect(product.breadCrumbs?.[0]?.name).toBe(department.name);
    }
    const second = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get(
        `/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=10&page=2`,
      ),
    ).data;
    expect(second.page.selPage).toBe(2);
    const firstIds = first.products.map((p) => p.productId);
    for (const product of second.products) expect(firstIds).not.toContain(product.productId);
    const again = (
      (
        await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=10`)
      ).json() as { data: ProductPage }
    ).data;
    expect(again.products.map((p) => p.productId)).toEqual(firstIds);
  });

  it('filters by brand', async () => {
    const sample = ((await get('/ebsn/api/products?page_size=1')).json() as { data: ProductPage })
      .data.products[0]!;
    const vendorId = sample.vendor!.vendorId;
    const body = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get(`/ebsn/api/products?parent_vendor_id=${vendorId}&page_size=100`),
    );
    expect(body.data.products.length).toBeGreaterThan(0);
    for (const product of body.data.products) expect(product.vendor?.vendorId).toBe(vendorId);
  });

  it('sorts by price', async () => {
    const body = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get('/ebsn/api/products?sort=price_asc&page_size=50'),
    );
    const prices = body.data.products.map((p) => p.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps only products on promotion with promo=true', async () => {
    const body = expectContract<{
      data: ProductPage & { products: Array<{ warehousePromo?: unknown }> };
    }>(t.app, 'products.list', await get('/ebsn/api/products?promo=true&page_size=50'));
    expect(body.data.products.length).toBeGreaterThan(0);
    // A product on promotion carries its promotion, with the days it runs.
    for (const product of body.data.products)
      expect(product.warehousePromo).toMatchObject({
        promoType: expect.any(String),
        validityDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expireDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it('finds a product by barcode, and nothing for an unknown one', async () => {
    const sample = (
      (await get('/ebsn/api/products?page_size=1&page=3')).json() as { data: ProductPage }
    ).data.products[0]!;
    const body = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get(`/ebsn/api/products?barcode=${sample.barcode}`),
    );
    expect(body.data.products.map((p) => p.productId)).toEqual([sample.productId]);
    const none = expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get('/ebsn/api/products?barcode=8000000000000'),
    );
    expect(none.data.products).toEqual([]);
    expect(none.data.page.totItems).toBe(0);
  });

  it('refuses a barcode with letters', async () => {
    const response = await get('/ebsn/api/products?barcode=80abc');
    expectErrorShown(t.app, 'products.list', response, 400, 'Valore non valido per «barcode»');
  });

  it('reads a product by slug with its media, and 404 for an unknown slug', async () => {
    const sample = ((await get('/ebsn/api/products?page_size=1')).json() as { data: ProductPage })
      .data.products[0]!;
    const body = expectContract<{ data: WireProduct }>(
      t.app,
      'products.list',
      await get(`/ebsn/api/products?slug=${sample.slug}`),
    );
    expect(body.data.productId).toBe(sample.productId);
    expect(body.data.media?.[0]?.large).toBe(`/media/products/${sample.productId}/large.svg`);
    const missing = await get('/ebsn/api/products?slug=prodotto-che-non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(
      expectContract<{ response: { errors: Array<{ error: string }> } }>(
        t.app,
        'products.list',
        missing,
      ).response.errors[0]!.error,
    ).toBe('Prodotto non trovato');
  });

  it('gives the same prices to a signed-in shopper', async () => {
    const session = await signIn(t.app);
    const anonymous = (
      (await get('/ebsn/api/products?page_size=5')).json() as { data: ProductPage }
    ).data;
    const signed = expectContract<{ data: ProductPage; user: { userId: number } }>(
      t.app,
      'products.list',
      await get('/ebsn/api/products?page_size=5', session.headers),
    );
    expect(signed.user.userId).toBe(session.userId);
    expect(signed.data.products.map((p) => p.priceDisplay)).toEqual(
      anonymous.products.map((p) => p.priceDisplay),
    );
  });
});

describe('products.list: words typed with a typo', () => {
  const search = async (q: string, extra = '&page_size=100'): Promise<ProductPage> =>
    expectContract<{ data: ProductPage }>(
      t.app,
      'products.list',
      await get(`/ebsn/api/products?q=${encodeURIComponent(q)}${extra}`),
    ).data;
  const ids = (page: ProductPage) => page.products.map((product) => product.productId);

  it('finds the products of a word with one letter doubled, added, dropped, swapped or wrong', async () => {
    for (const [typed, word] of [...ONE_TYPO_WORDS, ['Lattte', 'latte'] as const]) {
      const exact = await search(word);
      expect(exact.page.totItems, word).toBeGreaterThan(0);
      const found = await search(typed);
      // The same products, in the same order, as the word spelt right.
      expect(ids(found), typed).toEqual(ids(exact));
      expect(found.page.totItems, typed).toBe(exact.page.totItems);
      expect(found.products.some((product) => product.name.toLowerCase().includes(word))).toBe(
        true,
      );
    }
  });

  it('still narrows a search of several words when one is misspelt', async () => {
    const all = await search('latte');
    const narrowed = await search('latte intero');
    expect(narrowed.page.totItems).toBeGreaterThan(0);
    expect(narrowed.page.totItems).toBeLessThan(all.page.totItems);
    expect(ids(await search('lattte intero'))).toEqual(ids(narrowed));
    expect(ids(await search('latte intreo'))).toEqual(ids(narrowed));
    // Each page and sort of the corrected search is the page of the words spelt right.
    const cheapest = await search('latte intero', '&sort=price_asc&page_size=3&page=2');
    expect(ids(await search('lattte intero', '&sort=price_asc&page_size=3&page=2'))).toEqual(
      ids(cheapest),
    );
  });

  it('finds nothing for nonsense, alone or beside a misspelt word', async () => {
    for (const q of ['zzzzqx', 'zxqwv', 'lattte zzzzqx']) {
      const none = await search(q);
      expect(none.products, q).toEqual([]);
      expect(none.page.totItems, q).toBe(0);
    }
  });

  it('ranks a word spelt as typed before its typo reading: the catalogue’s own word wins', async () => {
    const insertedId = await insertProduct(t.db, {
      cod_int: 'MZ1',
      slug: 'mozarella-di-prova',
      name: 'Mozarella di prova',
      barcode: '8009999999992',
      price: 3.5,
      search_text: 'Mozarella di prova',
    });
    try {
      forgetCategories(t.db);
      const found = await search('mozarella');
      expect(found.products.map((product) => product.name)).toEqual(['Mozarella di prova']);
    } finally {
      await t.db.deleteFrom('products').where('id', '=', insertedId).execute();
      forgetCategories(t.db);
    }
    expect(ids(await search('mozarella'))).toEqual(ids(await search('mozzarella')));
  });
});

describe('products.get and products.alternatives', () => {
  it('reads a product by id with breadcrumbs, brand, media and metadata', async () => {
    const id = t.seeded.catalogue.productIds[7]!;
    const body = expectContract<{ data: WireProduct }>(
      t.app,
      'products.get',
      await get(`/ebsn/api/products/${id}`),
    );
    expect(body.data.productId).toBe(id);
    expect(body.data.breadCrumbs).toHaveLength(3);
    expect(body.data.vendor?.name).toBeTruthy();
    expect(body.data.media?.[0]?.medium).toBe(`/media/products/${id}/medium.svg`);
    expect(body.data.metaData?.product_description).toMatchObject({
      INGREDIENTI: expect.stringMatching(/\S/),
      ORIGINE: 'Italia',
    });
  });

  it('answers 404 for an unknown product id and 400 for a non-numeric one', async () => {
    const missing = await get('/ebsn/api/products/99999999');
    expect(missing.statusCode).toBe(404);
    expectContract(t.app, 'products.get', missing);
    const bad = await get('/ebsn/api/products/abc');
    expectErrorShown(t.app, 'products.get', bad, 400, 'Valore non valido per «productId»');
  });

  it('lists the proposed alternatives of a product, in their order', async () => {
    const id = t.seeded.catalogue.productIds[3]!;
    const product = ((await get(`/ebsn/api/products/${id}`)).json() as { data: WireProduct }).data;
    expect(product.hasAlternatives).toBe(true);
    const body = expectContract<{ data: { products: WireProduct[] } }>(
      t.app,
      'products.alternatives',
      await get(`/ebsn/api/products/${id}/alternatives`),
    );
    expect(body.data.products.map((p) => p.productId)).toEqual(product.proposedAlternatives);
    for (const alternative of body.data.products)
      expect(alternative.categoryId).toBe(product.categoryId);
  });

  it('never proposes the product itself, nor a copy of it under another id', async () => {
    const id = t.seeded.catalogue.productIds[5]!;
    const original = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const {
      id: _id,
      search_vector: _vector,
      ...row
    } = original as typeof original & {
      search_vector?: unknown;
    };
    // The same product again (another code, the same name but for case), and the product itself.
    const copy = await t.db
      .insertInto('products')
      .values({
        ...row,
        cod_int: '777001',
        slug: `${original.slug}-copia`,
        barcode: '8000000777001',
        name: original.name.toUpperCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_alternatives')
      .values([
        { product_id: id, alternative_id: copy.id, position: 0 },
        { product_id: id, alternative_id: id, position: -1 },
      ])
      .execute();
    try {
      const product = ((await get(`/ebsn/api/products/${id}`)).json() as { data: WireProduct })
        .data;
      const body = expectContract<{ data: { products: WireProduct[] } }>(
        t.app,
        'products.alternatives',
        await get(`/ebsn/api/products/${id}/alternatives`),
      );
      const proposed = body.data.products.map((p) => p.productId);
      expect(proposed.length).toBeGreaterThan(0);
      expect(proposed).not.toContain(id);
      expect(proposed).not.toContain(copy.id);
      expect(product.proposedAlternatives).toEqual(proposed);
      for (const alternative of body.data.products)
        expect(alternative.name.toLowerCase()).not.toBe(original.name.toLowerCase());
    } finally {
      await t.db
        .deleteFrom('product_alternatives')
        .where('alternative_id', 'in', [id, copy.id])
        .execute();
      await t.db.deleteFrom('products').where('id', '=', copy.id).execute();
    }
  });

  it('answers 404 for the alternatives of an unknown product', async () => {
    const response = await get('/ebsn/api/products/99999999/alternatives');
    expect(response.statusCode).toBe(404);
    expectContract(t.app, 'products.alternatives', response);
  });
});

describe('products.list: the category’s own filters (`filter`)', () => {
  interface Facet {
    name: string;
    parameterName: string;
    values: { id: string; name: string; count: number; selected?: boolean }[];
  }
  type FacetPage = ProductPage & { facets?: Facet[] };
  const traitsOf = (page: FacetPage) =>
    page.facets?.find((facet) => facet.parameterName === 'filter')?.values ?? [];

  it('offers the traits a category’s products have, each with its count, and filters by them', async () => {
    // A department with loose goods (sold by weight): fruit and vegetables.
    const departments = (
      (await get('/ebsn/api/category')).json() as { data: { categories: WireCategory[] } }
    ).data.categories;
    let found: { department: WireCategory; page: FacetPage } | undefined;
    for (const department of departments) {
      const page = expectContract<{ data: FacetPage }>(
        t.app,
        'products.list',
        await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page_size=5`),
      ).data;
      if (traitsOf(page).some((value) => value.id === 'al-peso')) {
        found = { department, page };
        break;
      }
    }
    expect(found, 'a department with loose goods').toBeDefined();
    const { department, page } = found!;
    const loose = traitsOf(page).find((value) => value.id === 'al-peso')!;
    expect(loose).toMatchObject({ name: 'Al peso', selected: false });
    expect(loose.count).toBeGreaterThan(0);
    expect(loose.count).toBeLessThanOrEqual(page.page.totItems);

    const filtered = expectContract<{ data: FacetPage }>(
      t.app,
      'products.list',
      await get(
        `/ebsn/api/products?parent_category_id=${department.categoryId}&filter=al-peso&page_size=100`,
      ),
    ).data;
    // The count promised is the count listed, and every product listed is sold by weight.
    expect(filtered.page.totItems).toBe(loose.count);
    for (const product of filtered.products)
      expect((product as { productInfos?: Record<string, string> }).productInfos?.TIPOLOGIA).toBe(
        'Sfuso',
      );
    expect(traitsOf(filtered).find((value) => value.id === 'al-peso')).toMatchObject({
      selected: true,
      count: loose.count,
    });
  });

  it('combines traits (all must hold) and lists a category without a trait’s products without it', async () => {
    const bio = (
      (await get('/ebsn/api/products?filter=bio&page_size=100')).json() as { data: FacetPage }
    ).data;
    expect(bio.page.totItems).toBeGreaterThan(0);
    for (const product of bio.products as (WireProduct & { shortDescr?: string })[])
      expect(`${product.name} ${product.shortDescr ?? ''}`).toMatch(/\bbio/i);
    const both = (
      (await get('/ebsn/api/products?filter=bio,al-peso&page_size=100')).json() as {
        data: FacetPage;
      }
    ).data;
    expect(both.page.totItems).toBeLessThanOrEqual(bio.page.totItems);
    const bioLoose = traitsOf(bio).find((value) => value.id === 'al-peso')?.count ?? 0;
    expect(both.page.totItems).toBe(bioLoose);
    // A value naming no trait is still searched as words, as before.
    const words = (
      (await get('/ebsn/api/products?q=latte&filter=zxqwv&page_size=5')).json() as {
        data: FacetPage;
      }
    ).data;
    expect(words.page.totItems).toBe(0);
  });
});
