import { sql, type Expression, type SqlBool } from 'kysely';

import { catalogueChanges } from '../db/change-feed';
import type { Db } from '../db/database';
import { catalogueGeneration, forgetCategories, wireProducts } from './catalogue';
import { traitsColumn } from './product-filters';
import { loadPricedProducts, type PricedProduct, type WireProduct } from './products-wire';
import { buildTextIndex, learnPrefixes, trigramIndex, type TextIndex } from './text-index';

// The in-process catalogue index behind `products.list` (see "Search performance" in the server
// README). It holds what filtering, sorting and paging read (about 100 bytes per product), the
// ranked matches of each searched text as the database ranked them, and the wire form of the
// products shown; a page is then answered without a database round trip. The database stays the
// only judge of what a text matches and how it ranks (Italian stemming, accent folding, trigram
// similarity): the index keeps its answers, it never re-implements them.
//
// Freshness: triggers notify every committed catalogue write (migration 0110) and the listener
// drops the index (`forgetCategories` bumps the catalogue generation); promotions and the
// "new product" window follow the database's clock, and the index is rebuilt at the database's
// midnight. Without a live change feed (a database not opened by `openDatabase`, or the listening
// connection to PostgreSQL down) the index is not used.

/**
 * Natures that are not groceries: subscription plans (10) and loyalty rewards. They have their
 * own catalogues (`subscription-plan/list`, `reward/list`), so browsing leaves them out.
 */
export const SPECIAL_NATURES_SQL = sql`('10', 'rewards')`;

/** The sort orders of a product list. */
export type SortKey = 'rank' | 'price_asc' | 'price_desc' | 'name' | 'unit_price' | 'default';
type FixedSort = Exclude<SortKey, 'rank'>;

/** What a page of products is filtered on, already resolved (category descendants included). */
export interface IndexFilters {
  barcode?: string;
  categoryIds?: ReadonlySet<number>;
  brandId?: number;
  promo?: boolean;
  newProduct?: boolean;
  /** Leave out subscription (nature 10) and reward products: a browsed list shows groceries. */
  groceriesOnly?: boolean;
  /** Traits of `PRODUCT_FILTERS` a product must all have (the category's own filters). */
  traits?: readonly string[];
}

interface IndexedProduct {
  id: number;
  categoryId: number;
  brandId: number | null;
  price: number;
  /** Price per unit of measure (kg, l, pz), for the "prezzo al kg/l" order. */
  unitPrice: number;
  barcode: string;
  createdMs: number;
  promo: boolean;
  /** Whether it is a subscription (nature 10) or reward product, not a grocery. */
  special: boolean;
  /** Ids of the `PRODUCT_FILTERS` traits it has. */
  traits: readonly string[];
  /** Position in each fixed order. */
  position: Record<FixedSort, number>;
}

interface CatalogueIndex {
  generation: number;
  /** Process clock (ms) at which the database's day ends: promotions change, rebuild. */
  expiresAt: number;
  /** Database clock minus process clock, in ms. */
  clockOffsetMs: number;
  /** Length of the "new product" window ending at the database's now, in ms. */
  newWindowMs: number;
  orders: Record<FixedSort, IndexedProduct[]>;
  /** Each fixed order split by category, made on first use. */
  byCategory: Partial<Record<FixedSort, Map<number, IndexedProduct[]>>>;
  /** Products of several categories (a category and its descendants) per fixed order. */
  merged: Lru<IndexedProduct[]>;
  byId: Map<number, IndexedProduct>;
  /** Product id by slug (the address of a product page). */
  bySlug: Map<string, number>;
  /** Matching products of a text, keyed by match kind, sort and text. */
  matches: Lru<Promise<IndexedProduct[]>>;
  /** Wire form of products (shared, read-only: handlers only serialise them). */
  wire: Lru<WireProduct>;
  /** Serialised pages (`ProductPage` JSON, UTF-8) by their canonical query. */
  pages: Lru<Buffer>;
  /** Scans of a list by every filter but the brand's (`pageOfIds`). */
  scans: Lru<Scan>;
  /** Whole anonymous answers (envelope around a page of `pages`) by the same query, as bytes. */
  bodies: Lru<Buffer>;
  /** Product pages (wire form with media and metadata), shared and read-only. */
  details: Lru<WireProduct>;
  /** Products as carts price them, with the list's wire form; shared and read-only. */
  priced: Lru<PricedProduct>;
  /** What searched texts are matched and ranked with (`text-index.ts`), read on first search. */
  text?: Promise<TextIndex>;
  /** The read-ahead of products and texts after the index is built (`warmCatalogue`). */
  warm?: Promise<void>;
}

/**
 * A small least-recently-used map, of at most `capacity` entries and, with `weigh`, of entries
 * weighing `maxWeight` in all (an entry is weighed when set: set it again once it has grown).
 * While it has room nothing is evicted, so a read moves its entry to the recent end only once
 * the map is full: the maps that hold a whole catalogue (the wire form of every product) are
 * then read at the cost of a plain `Map`.
 */
class Lru<V> {
  private readonly map = new Map<string, V>();
  private readonly weights = new Map<string, number>();
  private weight = 0;
  constructor(
    private readonly capacity: number,
    private readonly weigh?: (value: V) => number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  private full(): boolean {
    return this.map.size >= this.capacity || this.weight >= this.maxWeight;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined || !this.full()) return value;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    if (this.weigh) {
      const weight = this.weigh(value);
      this.weights.set(key, weight);
      this.weight += weight;
    }
    while (this.map.size > 1 && (this.map.size > this.capacity || this.weight > this.maxWeight))
      this.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.map.delete(key);
    this.weight -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }
}

/** Distinct searched texts (per match kind and sort) kept with their matches. */
const MATCH_CAPACITY = 5000;
/** Products kept in wire form (a page of 24 is about 30 KB of JSON): a whole shop's catalogue. */
const WIRE_CAPACITY = 25_000;
/** Serialised pages kept (about 30 KB each for 24 products). */
const PAGE_CAPACITY = 500;
/** Category trees (a category with its descendants) kept as one list per fixed order. */
const MERGED_CAPACITY = 1000;

const indexes = new WeakMap<object, { generation: number; index: Promise<CatalogueIndex> }>();
const subscribed = new WeakSet<object>();

/** Whether `products.list` may answer from the in-process index for this database. */
export function indexUsable(db: Db): boolean {
  const feed = catalogueChanges(db);
  if (!feed) return false;
  if (!subscribed.has(db)) {
    subscribed.add(db);
    // Every heard change (and every gap in hearing) makes the catalogue caches stale.
    feed.subscribe(() => forgetCategories(db));
  }
  return feed.live;
}

/** The "new product" window of `products.list`, in days. */
export const NEW_PRODUCT_DAYS_DEFAULT = 30;

const FIXED_SORTS: FixedSort[] = ['default', 'name', 'price_asc', 'price_desc', 'unit_price'];

async function buildIndex(
  db: Db,
  generation: number,
  newProductDays: number,
): Promise<CatalogueIndex> {
  const { rows, clock } = await db.transaction().execute(async (trx) => {
    const clockRows = await sql<{ now_ms: number; new_window_ms: number; to_midnight_ms: number }>`
      select extract(epoch from now()) * 1000 as now_ms,
        extract(epoch from now() - (now() - make_interval(days => ${newProductDays}))) * 1000
          as new_window_ms,
        extract(epoch from (current_date + 1)::timestamptz - now()) * 1000 as to_midnight_ms
    `.execute(trx);
    const productRows = await sql<{
      id: number;
      slug: string;
      category_id: number;
      brand_id: number | null;
      price: number;
      price_um: number | null;
      barcode: string;
      created_ms: number;
      name_position: number;
      promo: boolean;
      special: boolean;
      traits: string[];
    }>`
      select p.id, p.slug, p.category_id, p.brand_id, p.price, p.price_um, p.barcode,
        coalesce(p.product_infos->>'PRODUCT_NATURE_ID', '') in ${SPECIAL_NATURES_SQL} as special,
        extract(epoch from p.created_at) * 1000 as created_ms,
        row_number() over (order by p.name, p.id)::int as name_position,
        ${traitsColumn()} as traits,
        exists (select 1 from promotions pr where pr.product_id = p.id
          and pr.valid_from <= current_date and pr.valid_to >= current_date) as promo
      from products p`.execute(trx);
    return { rows: productRows.rows, clock: clockRows.rows[0]! };
  });
  const readAt = Date.now();
  const products: IndexedProduct[] = rows.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    brandId: row.brand_id,
    price: Number(row.price),
    // Products without a price per unit come last, as `nulls last` puts them in SQL.
    unitPrice: row.price_um === null ? Number.POSITIVE_INFINITY : Number(row.price_um),
    barcode: row.barcode,
    createdMs: Number(row.created_ms),
    promo: row.promo,
    special: row.special,
    traits: row.traits,
    position: {
      default: 0,
      name: Number(row.name_position),
      price_asc: 0,
      price_desc: 0,
      unit_price: 0,
    },
  }));
  // The same orders as the SQL (`order by`) of the database path; names compare by the
  // database's collation through `name_position`.
  const comparators: Record<FixedSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
    default: (a, b) => a.categoryId - b.categoryId || a.position.name - b.position.name,
    name: (a, b) => a.position.name - b.position.name,
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || a.id - b.id,
    unit_price: (a, b) =>
      (a.unitPrice === b.unitPrice ? 0 : a.unitPrice < b.unitPrice ? -1 : 1) || a.id - b.id,
  };
  const orders = {} as Record<FixedSort, IndexedProduct[]>;
  for (const sort of FIXED_SORTS) {
    orders[sort] = [...products].sort(comparators[sort]);
    orders[sort].forEach((product, i) => (product.position[sort] = i));
  }
  return {
    generation,
    expiresAt: readAt + Number(clock.to_midnight_ms),
    clockOffsetMs: Number(clock.now_ms) - readAt,
    newWindowMs: Number(clock.new_window_ms),
    orders,
    byCategory: {},
    merged: new Lru<IndexedProduct[]>(MERGED_CAPACITY),
    byId: new Map(products.map((product) => [product.id, product])),
    bySlug: new Map(rows.map((row) => [row.slug, row.id])),
    matches: new Lru<Promise<IndexedProduct[]>>(MATCH_CAPACITY),
    wire: new Lru<WireProduct>(WIRE_CAPACITY),
    pages: new Lru<Buffer>(PAGE_CAPACITY),
    bodies: new Lru<Buffer>(PAGE_CAPACITY),
    scans: new Lru<Scan>(SCAN_CAPACITY, scanSize, SCAN_PRODUCTS),
    details: new Lru<WireProduct>(WIRE_CAPACITY),
    priced: new Lru<PricedProduct>(WIRE_CAPACITY),
  } satisfies CatalogueIndex;
}

/** The index of the current catalogue generation, built on first use. */
export async function catalogueIndex(db: Db, newProductDays: number): Promise<CatalogueIndex> {
  const generation = catalogueGeneration(db);
  const cached = indexes.get(db);
  if (cached && cached.generation === generation) {
    const index = await cached.index;
    if (Date.now() < index.expiresAt) return index;
    if (indexes.get(db) === cached) indexes.delete(db);
    return catalogueIndex(db, newProductDays);
  }
  const index = buildIndex(db, generation, newProductDays);
  const entry = { generation, index };
  indexes.set(db, entry);
  index.then(
    (built) => {
      // A read-ahead that fails (the database closing, a lost connection) only leaves the
      // products to be read when asked for.
      built.warm = warmCatalogue(db, built, () => indexes.get(db) === entry).catch(() => undefined);
    },
    () => {
      if (indexes.get(db) === entry) indexes.delete(db);
    },
  );
  return index;
}

/** Products read per query while the index warms up. */
const WARM_CHUNK = 500;
/** Quiet time after a catalogue change before the index reads its products ahead. */
const WARM_DELAY_MS = 1000;

/**
 * Reads ahead the wire form of every product (when the catalogue fits the index) and the text
 * index, a chunk at a time between requests, once the catalogue has stayed unchanged for a
 * moment: the first search of any text or page then costs no database round trip. Stops as soon
 * as the index is replaced (`current` false).
 */
async function warmCatalogue(db: Db, index: CatalogueIndex, current: () => boolean) {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  await pause(WARM_DELAY_MS);
  if (!current()) return;
  // Misspelt words are matched by trigrams, words typed halfway by their prefixes' lexemes: both
  // are read ahead too.
  const text = await textIndex(db, index);
  await trigramIndex(db, text);
  await learnPrefixes(db, text);
  const ids = index.orders.default.map((product) => product.id);
  if (ids.length > WIRE_CAPACITY) return;
  for (let i = 0; i < ids.length && current(); i += WARM_CHUNK) {
    await readAhead(db, index, ids.slice(i, i + WARM_CHUNK));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Reads the page form of products (`products.get`, with media and metadata) and keeps it, with
 * the list form made from it (the same object without those two fields, in the same key order as
 * `wireProducts` writes it): one read serves a product's page and every list that shows it.
 */
async function readAhead(db: Db, index: CatalogueIndex, ids: readonly number[]): Promise<void> {
  const missing = ids.filter((id) => index.details.get(String(id)) === undefined);
  if (missing.length === 0) return;
  for (const detail of await wireProducts(db, missing, { detail: true })) {
    const key = String(detail.productId);
    index.details.set(key, detail);
    if (index.wire.get(key) === undefined) {
      const listed: WireProduct = { ...detail };
      delete listed.media;
      delete listed.metaData;
      index.wire.set(key, listed);
      // Its JSON too: the first page showing it then only copies bytes (`pageBytes`).
      bytesOf(listed);
    }
  }
}

/**
 * Resolves once the catalogue index is built and has read its products ahead (benchmarks wait
 * for it before measuring, as a shop's servers are warm before traffic reaches them).
 */
export async function catalogueWarm(db: Db): Promise<void> {
  const index = await catalogueIndex(db, NEW_PRODUCT_DAYS_DEFAULT);
  while (!index.warm) await new Promise((resolve) => setImmediate(resolve));
  await index.warm;
}

/** Which rows of the database a text selects, and in which order it ranks them. */
export interface TextMatch {
  where: Expression<SqlBool>;
  rank: Expression<number>;
  /**
   * The same rows in the same order answered in process from the text index, or undefined
   * when it cannot answer this text (`text-index.ts`).
   */
  local?: (text: TextIndex) => Promise<Array<{ id: number }> | undefined>;
}

/** The text index of the catalogue index, read on first use. */
function textIndex(db: Db, index: CatalogueIndex): Promise<TextIndex> {
  if (!index.text) {
    const text = buildTextIndex(db);
    index.text = text;
    text.catch(() => {
      if (index.text === text) index.text = undefined;
    });
  }
  return index.text;
}

/**
 * The products a text matches (`match.where`), ordered by `match.rank` then id, as
 * `products.list` ranks them. The database answers once per text.
 */
export function textMatches(
  db: Db,
  index: CatalogueIndex,
  key: string,
  match: TextMatch,
): Promise<IndexedProduct[]> {
  const cached = index.matches.get(key);
  if (cached) return cached;
  const load = async (): Promise<IndexedProduct[]> => {
    const rows =
      (match.local && (await match.local(await textIndex(db, index)))) ??
      (
        await sql<{ id: number }>`
          select p.id from products p where ${match.where}
          order by ${match.rank} desc, p.id asc`.execute(db)
      ).rows;
    const out: IndexedProduct[] = [];
    for (const row of rows) {
      const product = index.byId.get(row.id);
      if (product) out.push(product);
    }
    return out;
  };
  const promise = load();
  index.matches.set(key, promise);
  promise.catch(() => index.matches.delete(key));
  return promise;
}

/**
 * Every product in a fixed order (the list when no text is searched), or only those of the
 * given categories, in the same order.
 */
export function allProducts(
  index: CatalogueIndex,
  sort: FixedSort,
  categoryIds?: ReadonlySet<number>,
): IndexedProduct[] {
  if (!categoryIds) return index.orders[sort];
  const byCategory = (index.byCategory[sort] ??= groupByCategory(index.orders[sort]));
  const lists = [...categoryIds].map((id) => byCategory.get(id) ?? []);
  if (lists.length === 1) return lists[0]!;
  const key = `${sort}\u0000${[...categoryIds].join(',')}`;
  let merged = index.merged.get(key);
  if (merged === undefined) {
    merged = inOrder(index, lists.flat(), sort);
    index.merged.set(key, merged);
  }
  return merged;
}

/**
 * `products` (no product twice) in the fixed order `sort`: their positions in that order,
 * sorted as numbers, read back from it.
 */
function inOrder(
  index: CatalogueIndex,
  products: readonly IndexedProduct[],
  sort: FixedSort,
): IndexedProduct[] {
  const positions = new Int32Array(products.length);
  for (let i = 0; i < products.length; i += 1) positions[i] = products[i]!.position[sort];
  positions.sort();
  const order = index.orders[sort];
  return Array.from(positions, (position) => order[position]!);
}

function groupByCategory(list: readonly IndexedProduct[]): Map<number, IndexedProduct[]> {
  const out = new Map<number, IndexedProduct[]>();
  for (const product of list) {
    const products = out.get(product.categoryId);
    if (products) products.push(product);
    else out.set(product.categoryId, [product]);
  }
  return out;
}

/** What a list keeps of a scan by every filter but the brand's (`pageOfIds`). */
interface Scan {
  /** Products passing every filter but the brand's, in the list's order. */
  passing: IndexedProduct[];
  /** The same products in each other order asked for, made on first use. */
  sorted: Partial<Record<FixedSort, IndexedProduct[]>>;
  /** Those products by brand, in each order asked for with a brand, made on first use. */
  byBrand: Partial<Record<SortKey, Map<number, IndexedProduct[]>>>;
  /** Products of each brand among them (the brand facet). */
  brandCounts: Map<number, number>;
  /** Products of each trait among them (the facet when no brand is chosen). */
  traitCounts: Map<string, number>;
}

/** Scans kept: the pages, sorts and brands of one list and filters share one. */
const SCAN_CAPACITY = 1000;
/** Products listed by the scans kept, in all their orders (8 bytes each: about 16 MB). */
const SCAN_PRODUCTS = 2_000_000;

/** How many products a scan lists, in all its orders. */
function scanSize(found: Scan): number {
  let size = found.passing.length;
  for (const sorted of Object.values(found.sorted)) size += sorted.length;
  for (const brands of Object.values(found.byBrand))
    for (const products of brands.values()) size += products.length;
  return size;
}

function scan(index: CatalogueIndex, list: readonly IndexedProduct[], filters: IndexFilters): Scan {
  const newSince = filters.newProduct
    ? Date.now() + index.clockOffsetMs - index.newWindowMs
    : Number.NEGATIVE_INFINITY;
  const { barcode, categoryIds, promo, groceriesOnly, traits = [] } = filters;
  const passing: IndexedProduct[] = [];
  const brandCounts = new Map<number, number>();
  const traitCounts = new Map<string, number>();
  for (const product of list) {
    if (barcode !== undefined && product.barcode !== barcode) continue;
    if (groceriesOnly && product.special) continue;
    if (categoryIds && !categoryIds.has(product.categoryId)) continue;
    if (promo && !product.promo) continue;
    if (product.createdMs < newSince) continue;
    if (traits.length > 0 && !traits.every((trait) => product.traits.includes(trait))) continue;
    passing.push(product);
    if (product.brandId !== null)
      brandCounts.set(product.brandId, (brandCounts.get(product.brandId) ?? 0) + 1);
    for (const trait of product.traits) traitCounts.set(trait, (traitCounts.get(trait) ?? 0) + 1);
  }
  return { passing, sorted: {}, byBrand: {}, brandCounts, traitCounts };
}

/**
 * Filters a list and cuts one page of ids out of it in the order `sort`, with the filtered total
 * and the products of each brand among those that pass every filter but the brand's (the brand
 * facet). `list` is in its own order `listOrder` (a text's rank, or the default one), named by
 * `listKey`:
 * the scan by every filter but the brand's is kept under it, so the other pages, sorts and brands
 * of the same list cost only their order and their cut.
 */
export function pageOfIds(
  index: CatalogueIndex,
  listKey: string,
  list: readonly IndexedProduct[],
  listOrder: 'rank' | 'default',
  sort: SortKey,
  filters: IndexFilters,
  offset: number,
  limit: number,
): {
  ids: number[];
  total: number;
  brandCounts: Map<number, number>;
  traitCounts: Map<string, number>;
} {
  // The "new product" window slides with the clock: such a scan is never kept.
  const { brandId, ...rest } = filters;
  const key = filters.newProduct
    ? undefined
    : `${listKey}\u0000${JSON.stringify({ ...rest, categoryIds: rest.categoryIds && [...rest.categoryIds] })}`;
  let found = key === undefined ? undefined : index.scans.get(key);
  if (!found) {
    found = scan(index, list, rest);
    if (key !== undefined) index.scans.set(key, found);
  }
  let passing = found.passing;
  let order: SortKey = listOrder;
  if (sort !== listOrder && sort !== 'rank') {
    order = sort;
    let sorted = found.sorted[sort];
    if (!sorted) {
      sorted = found.sorted[sort] = inOrder(index, found.passing, sort);
      // Weighed again with its new order.
      if (key !== undefined) index.scans.set(key, found);
    }
    passing = sorted;
  }
  if (brandId === undefined) {
    const ids = passing.slice(offset, offset + limit).map((product) => product.id);
    return {
      ids,
      total: passing.length,
      brandCounts: found.brandCounts,
      traitCounts: found.traitCounts,
    };
  }
  let brands = found.byBrand[order];
  if (!brands) {
    brands = found.byBrand[order] = groupByBrand(passing);
    if (key !== undefined) index.scans.set(key, found);
  }
  const products = brands.get(brandId) ?? [];
  const traitCounts = new Map<string, number>();
  for (const product of products)
    for (const trait of product.traits) traitCounts.set(trait, (traitCounts.get(trait) ?? 0) + 1);
  return {
    ids: products.slice(offset, offset + limit).map((product) => product.id),
    total: products.length,
    brandCounts: found.brandCounts,
    traitCounts,
  };
}

/** The products of each brand in `list`, in its order. */
function groupByBrand(list: readonly IndexedProduct[]): Map<number, IndexedProduct[]> {
  const out = new Map<number, IndexedProduct[]>();
  for (const product of list) {
    if (product.brandId === null) continue;
    const products = out.get(product.brandId);
    if (products) products.push(product);
    else out.set(product.brandId, [product]);
  }
  return out;
}

/** The wire form of products, in the order of `ids`, read from the database only once each. */
export async function indexedWireProducts(
  db: Db,
  index: CatalogueIndex,
  ids: readonly number[],
): Promise<WireProduct[]> {
  const found = ids.map((id) => index.wire.get(String(id)));
  const missing = ids.filter((_, i) => found[i] === undefined);
  if (missing.length === 0) return found as WireProduct[];
  const read = new Map<number, WireProduct>();
  for (const product of await wireProducts(db, missing)) {
    index.wire.set(String(product.productId), product);
    read.set(product.productId, product);
  }
  const out: WireProduct[] = [];
  ids.forEach((id, i) => {
    const product = found[i] ?? read.get(id);
    if (product) out.push(product);
  });
  return out;
}

/** The UTF-8 JSON of each shared wire product, made once (the objects are never changed). */
const productBytes = new WeakMap<object, Buffer>();

function bytesOf(product: object): Buffer {
  let bytes = productBytes.get(product);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(product));
    productBytes.set(product, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(',');

/**
 * The bytes of `JSON.stringify(page)` for a page of products, between `head` and `tail`: each
 * product is serialised and encoded once however many pages show it, and a page only copies
 * their bytes.
 */
export function pageBytes(page: { products: readonly object[] }, head = '', tail = ''): Buffer {
  const { products, ...rest } = page;
  const restJson = JSON.stringify(rest);
  const parts: Buffer[] = [Buffer.from(`${head}{"products":[`)];
  products.forEach((product, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(bytesOf(product));
  });
  parts.push(Buffer.from(`]${restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`}}${tail}`));
  return Buffer.concat(parts);
}

/**
 * A serialised page of the index, made once per catalogue generation and canonical query: a
 * repeated search costs no ranking, no product reading and no JSON serialisation.
 */
export async function cachedPage(
  index: CatalogueIndex,
  key: string,
  make: () => Promise<{ products: readonly object[] }>,
): Promise<Buffer> {
  const cached = index.pages.get(key);
  if (cached !== undefined) return cached;
  const bytes = pageBytes(await make());
  index.pages.set(key, bytes);
  return bytes;
}

/** The id of the product whose page is at `slug`, if any. */
export function indexedSlug(index: CatalogueIndex, slug: string): number | undefined {
  return index.bySlug.get(slug);
}

/** A product page (`products.get`) read from the database once per catalogue generation. */
export async function indexedProductDetail(
  db: Db,
  index: CatalogueIndex,
  productId: number,
): Promise<WireProduct | undefined> {
  const key = String(productId);
  const cached = index.details.get(key);
  if (cached) return cached;
  if (!index.byId.has(productId)) return undefined;
  const [product] = await wireProducts(db, [productId], { detail: true });
  if (product) index.details.set(key, product);
  return product;
}

/**
 * Products priced as carts price them (`loadPricedProducts`), with the wire form of product
 * lists, read from the database only once each per catalogue generation. The objects are shared:
 * callers only read them.
 */
export async function indexedPricedProducts(
  db: Db,
  index: CatalogueIndex,
  ids: readonly number[],
): Promise<Map<number, PricedProduct>> {
  const wanted = [...new Set(ids)];
  const missing = wanted.filter(
    (id) => index.byId.has(id) && index.priced.get(String(id)) === undefined,
  );
  if (missing.length > 0) {
    const priced = await loadPricedProducts(db, missing);
    for (const wire of await indexedWireProducts(db, index, missing)) {
      const product = priced.get(wire.productId);
      if (product) index.priced.set(String(wire.productId), Object.freeze({ ...product, wire }));
    }
  }
  const out = new Map<number, PricedProduct>();
  for (const id of wanted) {
    const product = index.priced.get(String(id));
    if (product) out.set(id, product);
  }
  return out;
}
