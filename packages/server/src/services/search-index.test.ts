import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { searchMix } from '../../bench/search-mix';
import { catalogueChanges } from '../db/change-feed';
import { firstDepartmentId, insertProduct } from '../testing/catalogue';
import { SDK_HEADERS, testAppBeforeAll } from '../testing/test-app';
import { productBySlug, wireProducts } from './catalogue';
import { searchProducts, searchProductsInDatabase, type ProductQuery } from './search';
import { catalogueWarm } from './search-index';

interface Product {
  productId: number;
  name: string;
  price?: number | null;
  available?: number;
  warehousePromo?: unknown;
}
interface ProductPage {
  products: Product[];
  page: { totItems: number };
}

const t = testAppBeforeAll({ products: 800 });

const list = async (query: string): Promise<ProductPage> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/ebsn/api/products?${query}`,
    headers: SDK_HEADERS,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ProductPage }).data;
};

/** Runs a catalogue write and waits until this process has heard its commit notice. */
async function write(run: () => Promise<unknown>): Promise<void> {
  const feed = catalogueChanges(t.db)!;
  const heard = new Promise<void>((resolve) => {
    const stop = feed.subscribe(() => {
      stop();
      resolve();
    });
  });
  await run();
  await heard;
}

describe('the in-process catalogue index', () => {
  it('answers every kind of product list exactly as the database does', async () => {
    const categoryId = await firstDepartmentId(t.db);
    const product = await t.db
      .selectFrom('products')
      .select(['barcode', 'brand_id'])
      .where('brand_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const texts = [
      'pomodori',
      'caffe',
      'caffè macinato',
      'passata pomodoro',
      'pasata di pomodoro rustca',
      'latte',
      'di',
      'PASTA',
      'zxqwv',
      '100%_x',
      // One typo in a word: read as the catalogue's word (`search-typos.ts`).
      'lattte',
      'yougurt',
      'mozarella',
      'lattte intero',
      'Latte intreo',
      'zzzzqx',
    ];
    const sorts: ProductQuery[] = [
      {},
      { sort: 'price_asc' },
      { sort: 'price_desc' },
      { sort: 'name' },
      { sort: 'unit_price' },
      { sort: 'rank' },
      { order_by: 'price desc' },
      { order_by: 'name' },
    ];
    const queries: ProductQuery[] = [];
    for (const q of texts)
      for (const order of sorts)
        queries.push({ q, page_size: 7, ...order }, { q, page: 2, ...order });
    for (const order of sorts)
      queries.push(
        { page_size: 30, ...order },
        { parent_category_id: categoryId, page: 3, page_size: 10, ...order },
        { parent_vendor_id: product.brand_id!, ...order },
        { promo: true, page_size: 50, ...order },
        { new_product: true, ...order },
      );
    queries.push(
      { barcode: product.barcode },
      { barcode: product.barcode, q: 'zxqwv' },
      { barcode: '8000000000000' },
      { q: 'latte', parent_category_id: categoryId },
      { q: 'latte', filter: 'intero' },
      { filter: 'biscotti', promo: true },
      { parent_category_id: categoryId, filter: 'bio' },
      { filter: 'al-peso,bio', sort: 'price_asc' },
      { q: 'latte', filter: 'senza-lattosio' },
      { filter: 'integrale', parent_vendor_id: product.brand_id! },
      { q: 'pane', filter: 'integrale,sfornato' },
      { q: 'pasta', page: 9999 },
      { parent_category_id: 99_999_999 },
    );
    for (const query of queries)
      expect(await searchProducts(t.db, query), JSON.stringify(query)).toEqual(
        await searchProductsInDatabase(t.db, query),
      );
  });

  it('answers the benchmark’s search mix exactly as the database does', async () => {
    // The mix `pnpm bench:api` measures: words, prefixes, two-word queries, categories with
    // trait filters, brands, offers, every sort, pages 1 to 5.
    for (const query of await searchMix(t.db, 300, 7))
      expect(await searchProducts(t.db, query), JSON.stringify(query)).toEqual(
        await searchProductsInDatabase(t.db, query),
      );
  });

  it('leaves subscription and reward products out of a browsed category, but a search finds them', async () => {
    const special = await t.db
      .selectFrom('products')
      .select(['id', 'category_id'])
      .where(sql<boolean>`product_infos->>'PRODUCT_NATURE_ID' in ('10', 'rewards')`)
      .execute();
    expect(special.length).toBeGreaterThan(0);
    const specialIds = special.map((row) => row.id);
    for (const query of [
      { parent_category_id: special[0]!.category_id, page_size: 100 },
      { parent_category_id: special[0]!.category_id, page_size: 100, sort: 'price_asc' },
    ] satisfies ProductQuery[]) {
      for (const answer of [
        await searchProducts(t.db, query),
        await searchProductsInDatabase(t.db, query),
      ]) {
        const ids = answer.products.map((product) => product.productId);
        expect(
          ids.filter((id) => specialIds.includes(id)),
          JSON.stringify(query),
        ).toEqual([]);
      }
    }
    const browsed = await list(`parent_category_id=${special[0]!.category_id}&page_size=100`);
    expect(browsed.products.length).toBeGreaterThan(0);
    const found = await list('q=Abbonamento%20Consegna%20Gratuita');
    expect(found.products.map((product) => product.name)).toContain(
      'Abbonamento Consegna Gratuita 12 mesi',
    );
  });

  it('shows a new price, a new stock level and a new promotion as soon as they are committed', async () => {
    const before = await list('q=pasta&sort=price_asc&page_size=100');
    const dearest = before.products.at(-1)!;
    const detail = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/ebsn/api/products/${dearest.productId}`,
            headers: SDK_HEADERS,
          })
        ).json() as { data: Product }
      ).data;
    expect((await detail()).price).toBe(dearest.price);
    await write(() =>
      t.db
        .updateTable('products')
        .set({ price: 0.01, available: 0 })
        .where('id', '=', dearest.productId)
        .execute(),
    );
    const after = await list('q=pasta&sort=price_asc&page_size=100');
    expect(after.products[0]).toMatchObject({
      productId: dearest.productId,
      price: 0.01,
      available: 0,
    });
    expect(await detail()).toMatchObject({ price: 0.01, available: 0 });

    const onPromo = new Set(
      (await list('promo=true&page_size=500')).products.map((p) => p.productId),
    );
    const plain = before.products.find((p) => !onPromo.has(p.productId))!;
    await write(() =>
      sql`insert into promotions (product_id, promo_type, discount, valid_from, valid_to)
        values (${plain.productId}, 'sconto', 0.5, current_date, current_date)`.execute(t.db),
    );
    const promos = await list('promo=true&page_size=500');
    expect(promos.products.find((p) => p.productId === plain.productId)).toMatchObject({
      priceStandardDisplay: plain.price,
      warehousePromo: { promoType: 'sconto', discount: 0.5 },
    });
  });

  it('answers product pages by address, and the lists read ahead with them, as the database does', async () => {
    await catalogueWarm(t.db);
    const rows = await t.db.selectFrom('products').select(['id', 'slug']).orderBy('id').execute();
    const byAddress = async (slug: string) =>
      t.app.inject({
        method: 'GET',
        url: `/ebsn/api/products?slug=${encodeURIComponent(slug)}`,
        headers: SDK_HEADERS,
      });
    for (const row of [rows[0]!, rows[1]!, rows[Math.floor(rows.length / 2)]!, rows.at(-1)!]) {
      const answer = await byAddress(row.slug);
      expect(answer.statusCode).toBe(200);
      // Same fields in the same order as the database path writes them.
      expect(JSON.stringify((answer.json() as { data: unknown }).data)).toBe(
        JSON.stringify(await productBySlug(t.db, row.slug)),
      );
    }
    const page = await list('sort=name&page_size=100');
    expect(JSON.stringify(page.products)).toBe(
      JSON.stringify(
        await wireProducts(
          t.db,
          page.products.map((product) => product.productId),
        ),
      ),
    );

    const unknown = await byAddress('non-esiste-100000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ response: { errorsMessage: ['Prodotto non trovato'] } });

    const moved = rows[2]!;
    await write(() =>
      t.db
        .updateTable('products')
        .set({ slug: `${moved.slug}-nuovo` })
        .where('id', '=', moved.id)
        .execute(),
    );
    expect((await byAddress(moved.slug)).statusCode).toBe(404);
    const renamed = await byAddress(`${moved.slug}-nuovo`);
    expect((renamed.json() as { data: Product }).data.productId).toBe(moved.id);
    await write(() =>
      t.db.updateTable('products').set({ slug: moved.slug }).where('id', '=', moved.id).execute(),
    );
  });

  it('finds a product added to the catalogue, and forgets a removed one', async () => {
    expect((await list('q=zibibbo')).page.totItems).toBe(0);
    const insertedId = await insertProduct(t.db, {
      cod_int: 'ZB1',
      slug: 'zibibbo-di-pantelleria',
      name: 'Zibibbo di Pantelleria',
      barcode: '8009999999991',
      price: 12.5,
      search_text: 'Zibibbo di Pantelleria vino dolce',
    });
    // The insert above notified as well; wait for a later write to be heard on PostgreSQL.
    await write(() =>
      t.db.updateTable('products').set({ available: 3 }).where('id', '=', insertedId).execute(),
    );
    expect((await list('q=zibibbi')).products.map((p) => p.name)).toEqual([
      'Zibibbo di Pantelleria',
    ]);
    await write(() => t.db.deleteFrom('products').where('id', '=', insertedId).execute());
    expect((await list('q=zibibbo')).page.totItems).toBe(0);
  });
});
