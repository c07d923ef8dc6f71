import type { components } from '@carrello/sdk';
import { sql, type Expression, type SqlBool } from 'kysely';

import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { productImagePath } from '../routes/media';
import {
  catalogueGeneration,
  categoryIndex,
  descendantIds,
  pageOf,
  paging,
  productById,
  productBySlug,
  wireProducts,
  type WirePage,
} from './catalogue';
import {
  allProducts,
  cachedPage,
  catalogueIndex,
  indexedPricedProducts,
  indexedProductDetail,
  indexedSlug,
  indexedWireProducts,
  indexUsable,
  NEW_PRODUCT_DAYS_DEFAULT,
  pageBytes,
  pageOfIds,
  SPECIAL_NATURES_SQL,
  textMatches,
  type IndexFilters,
  type SortKey,
  type TextMatch,
} from './search-index';
import { parseFilter, traitConditions, traitFacet, traitsColumn } from './product-filters';
import { loadPricedProducts, type PricedProduct, type WireProduct } from './products-wire';
import { correctSearchTypos } from './search-typos';
import { fullTextMatches, trigramMatches } from './text-index';

/** The contract's `Suggestion`. */
type WireSuggestion = components['schemas']['Suggestion'];

/** What `products.list` accepts (the contract's query, already validated). */
export interface ProductQuery {
  q?: string;
  barcode?: string;
  slug?: string;
  parent_category_id?: number;
  parent_vendor_id?: number;
  filter?: string;
  promo?: boolean;
  new_product?: boolean;
  sort?: string;
  order_by?: string;
  page?: number;
  page_size?: number;
}

/** The contract's `Facet`. */
type WireFacet = components['schemas']['Facet'];

/** A page of products, with the brand facet of the whole result. */
export interface ProductPage {
  products: WireProduct[];
  page: WirePage;
  facets?: WireFacet[];
}

function sortKey(query: ProductQuery, hasText: boolean): SortKey {
  const sort = query.sort ?? '';
  if (sort === 'price_asc' || sort === 'price_desc' || sort === 'name' || sort === 'unit_price')
    return sort;
  if (sort === 'rank') return hasText ? 'rank' : 'default';
  const orderBy = (query.order_by ?? '').split(' ');
  if (orderBy[0] === 'price') return orderBy[1] === 'desc' ? 'price_desc' : 'price_asc';
  if (orderBy[0] === 'name') return 'name';
  return hasText ? 'rank' : 'default';
}

/** Lower-case, accents removed, anything but letters and digits turned into single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const NEW_PRODUCT_DAYS = NEW_PRODUCT_DAYS_DEFAULT;

/** How a text selects and ranks products: full text first, trigrams for names typed halfway. */
function textMatch(db: Db, words: string, kind: TextSearch['kind']): TextMatch {
  if (kind === 'fulltext')
    return {
      where: sql<SqlBool>`p.search_vector @@ plainto_tsquery('carrello_italian', ${words})`,
      rank: sql<number>`ts_rank(p.search_vector, plainto_tsquery('carrello_italian', ${words}))
        + case when lower(p.name) like ${`${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1 else 0 end`,
      local: (index) => fullTextMatches(db, index, words),
    };
  return {
    where: sql<SqlBool>`lower(p.name) % lower(${words})`,
    rank: sql<number>`similarity(lower(p.name), lower(${words}))`,
    local: (index) => trigramMatches(db, index, words),
  };
}

/** One search of a text: how it is matched, and the words matched (as typed, or corrected). */
interface TextSearch {
  kind: 'fulltext' | 'trigram';
  words: string;
}

/**
 * The searches of a typed text, tried in turn until one finds products (`found`): its words in
 * full text; the same with each misspelt word corrected (`search-typos.ts`), ranked as that
 * search ranks; then the whole text by trigram similarity with whole names (a name typed
 * halfway). A barcode look-up tries the first only. Both search paths follow this order.
 */
async function firstFinding<T>(
  db: Db,
  words: string,
  options: { barcode: boolean; live: boolean },
  run: (search: TextSearch) => Promise<T>,
  found: (result: T) => boolean,
): Promise<{ search: TextSearch; result: T }> {
  let search: TextSearch = { kind: 'fulltext', words };
  let result = await run(search);
  if (found(result) || options.barcode) return { search, result };
  const corrected = await correctSearchTypos(db, words, options.live);
  if (corrected !== undefined) {
    search = { kind: 'fulltext', words: corrected };
    result = await run(search);
    if (found(result)) return { search, result };
  }
  search = { kind: 'trigram', words };
  return { search, result: await run(search) };
}

const FACET_BRANDS = 30;

/**
 * The brand facet ("Marca", `parent_vendor_id`): each brand with its products among the results
 * of every other filter, most products first; none for barcode look-ups or without brands.
 */
async function brandFacets(
  db: Db,
  query: ProductQuery,
  counts: ReadonlyMap<number, number>,
): Promise<{ facets?: WireFacet[] }> {
  if (query.barcode || counts.size === 0) return {};
  const { brands } = await categoryIndex(db);
  const values = [...counts]
    .map(([id, count]) => ({
      id: String(id),
      name: brands.get(id) ?? String(id),
      count,
      selected: query.parent_vendor_id === id,
    }))
    .sort(
      (a, b) =>
        b.count - a.count || a.name.localeCompare(b.name, 'it') || Number(a.id) - Number(b.id),
    )
    .slice(0, FACET_BRANDS);
  return { facets: [{ name: 'Marca', parameterName: 'parent_vendor_id', values }] };
}

/**
 * The text searched by a query (`q` and the part of `filter` that names no trait together),
 * empty when none.
 */
function searchedWords(query: ProductQuery): string {
  return [query.q, parseFilter(query.filter).words]
    .filter((w): w is string => Boolean(w?.trim()))
    .join(' ');
}

/** The brand facet, then the category's own filters ("Caratteristiche"). */
async function listFacets(
  db: Db,
  query: ProductQuery,
  brandCounts: ReadonlyMap<number, number>,
  traitCounts: ReadonlyMap<string, number>,
): Promise<{ facets?: WireFacet[] }> {
  const brands = (await brandFacets(db, query, brandCounts)).facets ?? [];
  const traits = query.barcode ? [] : traitFacet(traitCounts, parseFilter(query.filter).traits);
  const facets = [...brands, ...traits];
  return facets.length > 0 ? { facets } : {};
}

/**
 * `products.list` without slug: a page of products of the catalogue, a category (descendants
 * included), a brand, a text search (Italian stemming and accent folding, then misspelt words
 * corrected, then trigrams: `firstFinding`) or a barcode. Order is stable: ties are broken by
 * product id. Answered from the in-process catalogue index when the database's change feed is
 * live, else by one query (the same rows, see `searchProductsInDatabase`).
 */
export async function searchProducts(db: Db, query: ProductQuery): Promise<ProductPage> {
  if (!indexUsable(db)) return searchProductsInDatabase(db, query);
  const { selPage, itemsPerPage, offset } = paging(query.page, query.page_size);
  const filters: IndexFilters = {
    ...(query.barcode ? { barcode: query.barcode } : {}),
    ...(query.parent_vendor_id !== undefined ? { brandId: query.parent_vendor_id } : {}),
    ...(query.promo ? { promo: true } : {}),
    ...(query.new_product ? { newProduct: true } : {}),
    traits: parseFilter(query.filter).traits,
  };
  // A browsed category (no words, no barcode) lists groceries only: subscription and reward
  // products have their own catalogues and would crowd its page; a search still finds them.
  if (browsesCategory(query)) filters.groceriesOnly = true;
  if (query.parent_category_id !== undefined) {
    const categories = await categoryIndex(db);
    const node = categories.byId.get(query.parent_category_id);
    const ids = node ? descendantIds(node) : [];
    if (ids.length === 0) return { products: [], page: pageOf(selPage, itemsPerPage, 0) };
    filters.categoryIds = new Set(ids);
  }
  const index = await catalogueIndex(db, NEW_PRODUCT_DAYS);
  const words = searchedWords(query);
  const sort = sortKey(query, words.length > 0);
  // A list is scanned in its own order (the default one, or a text's rank) and ordered by `sort`
  // from that scan.
  let found: ReturnType<typeof pageOfIds>;
  if (words.length === 0)
    found = pageOfIds(
      index,
      'all',
      allProducts(index, 'default', filters.categoryIds),
      'default',
      sort,
      filters,
      offset,
      itemsPerPage,
    );
  else
    found = (
      await firstFinding(
        db,
        words,
        { barcode: Boolean(query.barcode), live: true },
        async (search) => {
          const key = `${search.kind}\u0000${search.words}`;
          return pageOfIds(
            index,
            key,
            await textMatches(db, index, key, textMatch(db, search.words, search.kind)),
            'rank',
            sort,
            filters,
            offset,
            itemsPerPage,
          );
        },
        (page) => page.total > 0,
      )
    ).result;
  return {
    products: await indexedWireProducts(db, index, found.ids),
    page: pageOf(selPage, itemsPerPage, found.total),
    ...(await listFacets(db, query, found.brandCounts, found.traitCounts)),
  };
}

/** Whether the query lists a category's products, rather than searching words or a barcode. */
function browsesCategory(query: ProductQuery): boolean {
  return (
    query.parent_category_id !== undefined && searchedWords(query).length === 0 && !query.barcode
  );
}

/** `searchProducts` answered by the database alone, one query per page (no in-process index). */
export async function searchProductsInDatabase(db: Db, query: ProductQuery): Promise<ProductPage> {
  const { selPage, itemsPerPage, offset } = paging(query.page, query.page_size);
  const words = searchedWords(query);
  const conditions: Array<Expression<SqlBool>> = [];
  if (query.barcode) conditions.push(sql<SqlBool>`p.barcode = ${query.barcode}`);
  if (browsesCategory(query))
    conditions.push(
      sql<SqlBool>`coalesce(p.product_infos->>'PRODUCT_NATURE_ID', '') not in ${SPECIAL_NATURES_SQL}`,
    );
  if (query.parent_category_id !== undefined) {
    const index = await categoryIndex(db);
    const node = index.byId.get(query.parent_category_id);
    const ids = node ? descendantIds(node) : [];
    if (ids.length === 0) return { products: [], page: pageOf(selPage, itemsPerPage, 0) };
    conditions.push(sql<SqlBool>`p.category_id in (${sql.join(ids)})`);
  }
  // The brand filter stays apart: the brand facet counts without it.
  const brand =
    query.parent_vendor_id !== undefined
      ? [sql<SqlBool>`p.brand_id = ${query.parent_vendor_id}`]
      : [];
  if (query.promo)
    conditions.push(sql<SqlBool>`exists (
      select 1 from promotions pr where pr.product_id = p.id
        and pr.valid_from <= current_date and pr.valid_to >= current_date)`);
  if (query.new_product)
    conditions.push(
      sql<SqlBool>`p.created_at >= now() - make_interval(days => ${NEW_PRODUCT_DAYS})`,
    );
  conditions.push(...traitConditions(parseFilter(query.filter).traits));

  const hasText = words.length > 0;
  const sort = sortKey(query, hasText);
  const matching = (match: TextSearch | undefined) =>
    match === undefined ? [] : [textMatch(db, match.words, match.kind).where];
  const run = async (match: TextSearch | undefined) => {
    const where = [...conditions, ...brand];
    let rank = sql<number>`0`;
    if (match !== undefined) {
      const text = textMatch(db, match.words, match.kind);
      where.push(text.where);
      rank = sql<number>`${text.rank}`;
    }
    const order =
      sort === 'price_asc'
        ? sql`p.price asc, p.id asc`
        : sort === 'price_desc'
          ? sql`p.price desc, p.id asc`
          : sort === 'name'
            ? sql`p.name asc, p.id asc`
            : sort === 'unit_price'
              ? sql`p.price_um asc nulls last, p.id asc`
              : sort === 'rank'
                ? sql`rank desc, p.id asc`
                : sql`p.category_id asc, p.name asc, p.id asc`;
    const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const result = await sql<{ id: number; total: number }>`
      select p.id, ${rank} as rank, count(*) over ()::int as total
      from products p ${whereSql}
      order by ${order}
      limit ${itemsPerPage} offset ${offset}`.execute(db);
    if (result.rows.length > 0 || offset === 0) return result.rows;
    // Past the last page: still tell the total.
    const count = await sql<{ total: number }>`
      select count(*)::int as total from products p ${whereSql}`.execute(db);
    return count.rows[0]?.total ? [{ id: 0, total: count.rows[0].total }] : [];
  };

  let rows: Array<{ id: number; total: number }>;
  let match: TextSearch | undefined;
  if (!hasText) rows = await run(undefined);
  else
    ({ search: match, result: rows } = await firstFinding(
      db,
      words,
      { barcode: Boolean(query.barcode), live: false },
      run,
      (found) => found.length > 0,
    ));
  const total = rows[0]?.total ?? 0;
  const ids = rows.map((row) => row.id).filter((id) => id > 0);
  const facetWhere = [...conditions, ...matching(match)];
  const traitRows = query.barcode
    ? []
    : (
        await sql<{ trait: string; count: number }>`
          select t.trait, count(*)::int as count
          from products p, unnest(${traitsColumn()}) as t(trait)
          ${facetWhere.length + brand.length > 0 ? sql`where ${sql.join([...facetWhere, ...brand], sql` and `)}` : sql``}
          group by t.trait`.execute(db)
      ).rows;
  const brandRows = query.barcode
    ? []
    : (
        await sql<{ brand_id: number; count: number }>`
          select p.brand_id, count(*)::int as count from products p
          where p.brand_id is not null
            ${facetWhere.length > 0 ? sql`and ${sql.join(facetWhere, sql` and `)}` : sql``}
          group by p.brand_id`.execute(db)
      ).rows;
  return {
    products: await wireProducts(db, ids),
    page: pageOf(selPage, itemsPerPage, total),
    ...(await listFacets(
      db,
      query,
      new Map(brandRows.map((row) => [row.brand_id, row.count])),
      new Map(traitRows.map((row) => [row.trait, row.count])),
    )),
  };
}

/**
 * The wire form of products (breadcrumbs, brand, unit prices, today's promotion) as
 * `wireProducts` reads it, kept by the index per catalogue generation when usable (carts, lists).
 */
export async function catalogueWireProducts(
  db: Db,
  ids: readonly number[],
): Promise<WireProduct[]> {
  if (!indexUsable(db)) return wireProducts(db, ids);
  return indexedWireProducts(db, await catalogueIndex(db, NEW_PRODUCT_DAYS), ids);
}

/**
 * Products priced as carts price them, with the wire form of product lists: from the index per
 * catalogue generation when usable, else from the database. Callers only read them.
 */
export async function cataloguePricedProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, PricedProduct>> {
  if (indexUsable(db))
    return indexedPricedProducts(db, await catalogueIndex(db, NEW_PRODUCT_DAYS), ids);
  const products = await loadPricedProducts(db, ids);
  for (const wire of await wireProducts(db, [...products.keys()])) {
    const product = products.get(wire.productId);
    if (product) product.wire = wire;
  }
  return products;
}

/** `products.get`: one product with media and metadata (from the index when usable); 404 when unknown. */
export async function productDetail(db: Db, productId: number): Promise<WireProduct> {
  if (!indexUsable(db)) return productById(db, productId);
  const product = await indexedProductDetail(
    db,
    await catalogueIndex(db, NEW_PRODUCT_DAYS),
    productId,
  );
  if (!product) throw notFound('Prodotto non trovato');
  return product;
}

/**
 * `products.list` with `slug`: the product whose page is at that address (from the index when
 * usable); 404 when unknown.
 */
export async function productDetailBySlug(db: Db, slug: string): Promise<WireProduct> {
  if (!indexUsable(db)) return productBySlug(db, slug);
  const index = await catalogueIndex(db, NEW_PRODUCT_DAYS);
  const productId = indexedSlug(index, slug);
  const product =
    productId === undefined ? undefined : await indexedProductDetail(db, index, productId);
  if (!product) throw notFound('Prodotto non trovato');
  return product;
}

/** The fields of a `products.list` query that choose its page, in a fixed order. */
const PAGE_KEYS = [
  'q',
  'filter',
  'barcode',
  'parent_category_id',
  'parent_vendor_id',
  'promo',
  'sort',
  'order_by',
  'page',
  'page_size',
] as const satisfies ReadonlyArray<keyof ProductQuery>;

function pageKey(query: ProductQuery): string {
  return JSON.stringify(PAGE_KEYS.map((name) => query[name] ?? null));
}

/**
 * The whole answer of `products.list` as bytes: `head` (the envelope's JSON without its last
 * `null}`: `data` is its last key) around the page. Pages of the in-process index are kept
 * serialised per catalogue generation and canonical query; the answer of a shopper not signed in
 * (`head` is then always the same) is kept whole instead: a repeated anonymous search or
 * category page costs no serialisation and no UTF-8 encoding.
 */
export async function searchProductsBody(
  db: Db,
  query: ProductQuery,
  head: string,
  anonymous: boolean,
): Promise<Buffer> {
  // New products (a window sliding with the clock) are always recomputed.
  if (!indexUsable(db) || query.new_product)
    return Buffer.from(`${head}${JSON.stringify(await searchProducts(db, query))}}`);
  const index = await catalogueIndex(db, NEW_PRODUCT_DAYS);
  const key = pageKey(query);
  if (!anonymous) {
    const page = await cachedPage(index, key, () => searchProducts(db, query));
    return Buffer.concat([Buffer.from(head), page, CLOSE]);
  }
  const cached = index.bodies.get(key);
  if (cached !== undefined) return cached;
  const body = pageBytes(await searchProducts(db, query), head, '}');
  // The index may have been replaced meanwhile: keep the answer only in the one it came from.
  index.bodies.set(key, body);
  return body;
}

const CLOSE = Buffer.from('}');

interface SuggestionEntry {
  id: number;
  name: string;
  count: number;
  /** ` ` + folded name: a word starts where `' ' + folded prefix` is found. */
  words: string;
  imageProductId?: number | null;
}

interface SuggestionIndex {
  terms: SuggestionEntry[];
  categories: SuggestionEntry[];
  brands: SuggestionEntry[];
}

// Terms, categories and brands with their counts only change with the catalogue: read them once
// per database and keep them for a minute, already folded and sorted by count.
const SUGGESTION_CACHE_MS = 60_000;
const suggestionCache = new WeakMap<
  object,
  { at: number; generation: number; index: Promise<SuggestionIndex> }
>();

async function readSuggestionIndex(db: Db): Promise<SuggestionIndex> {
  const [terms, categories, brands] = await Promise.all([
    db
      .selectFrom('search_terms')
      .select(['id', 'term', 'product_count'])
      .where('product_count', '>', 0)
      .orderBy('product_count', 'desc')
      .orderBy('weight', 'desc')
      .orderBy('term')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'name', 'product_count', 'image_product_id'])
      .where('product_count', '>', 0)
      .where('slug', 'not in', ['application', 'fast-search-popup'])
      .orderBy('product_count', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('brands')
      .select(['id', 'name', 'product_count'])
      .where('product_count', '>', 0)
      .orderBy('product_count', 'desc')
      .orderBy('name')
      .execute(),
  ]);
  const entry = (id: number, name: string, count: number): SuggestionEntry => ({
    id,
    name,
    count,
    words: ` ${foldText(name)}`,
  });
  return {
    terms: terms.map((row) => entry(row.id, row.term, row.product_count)),
    categories: categories.map((row) => ({
      ...entry(row.id, row.name, row.product_count),
      imageProductId: row.image_product_id,
    })),
    brands: brands.map((row) => entry(row.id, row.name, row.product_count)),
  };
}

function suggestionIndex(db: Db): Promise<SuggestionIndex> {
  const cached = suggestionCache.get(db);
  const generation = catalogueGeneration(db);
  if (cached && cached.generation === generation && Date.now() - cached.at < SUGGESTION_CACHE_MS)
    return cached.index;
  const index = readSuggestionIndex(db);
  suggestionCache.set(db, { at: Date.now(), generation, index });
  index.catch(() => suggestionCache.delete(db));
  return index;
}

function firstMatches(entries: SuggestionEntry[], folded: string, limit: number) {
  const needle = ` ${folded}`;
  const out: SuggestionEntry[] = [];
  for (const entry of entries) {
    if (!entry.words.includes(needle)) continue;
    out.push(entry);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Suggestions of the search box (docs/requirements/app-shell.md), grouped in this order: completions (`term`),
 * categories with a picture, brands (`vendor`); each with its number of products, the most
 * common first, and only those where a word starts with what the shopper typed (accents and case
 * ignored).
 */
export async function suggest(
  db: Db,
  q: string,
  limit = 5,
): Promise<{ suggestions: WireSuggestion[] }> {
  const folded = foldText(q);
  if (folded.length === 0) return { suggestions: [] };
  const index = await suggestionIndex(db);
  return {
    suggestions: [
      ...firstMatches(index.terms, folded, limit).map((row): WireSuggestion => ({
        type: 'term',
        name: row.name,
        id: null,
        count: row.count,
      })),
      ...firstMatches(index.categories, folded, limit).map((row): WireSuggestion => ({
        type: 'category',
        name: row.name,
        id: row.id,
        count: row.count,
        ...(row.imageProductId ? { imageUrl: productImagePath(row.imageProductId, 'small') } : {}),
      })),
      ...firstMatches(index.brands, folded, limit).map((row): WireSuggestion => ({
        type: 'vendor',
        name: row.name,
        id: row.id,
        count: row.count,
      })),
    ],
  };
}
