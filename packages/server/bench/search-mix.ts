/**
 * A mix of product-list requests as shoppers and crawlers send them, for `pnpm bench:api` and the
 * test that compares the in-process index with the database (`src/services/search-index.test.ts`):
 * whole words, prefixes as typed, two-word queries, category pages, brands and offers, with trait
 * filters, the sort orders and pages 1 to 5, drawn from the words of the seeded catalogue itself.
 * Every request of a mix is distinct; the order is a fixed shuffle (the same seed gives the same
 * mix), so consecutive requests never repeat.
 */
import type { Db } from '../src/db/database';
import { PRODUCT_FILTERS } from '../src/services/product-filters';
import type { ProductQuery } from '../src/services/search';

const SORTS: Pick<ProductQuery, 'sort'>[] = [
  {},
  {},
  { sort: 'price_asc' },
  { sort: 'price_desc' },
  { sort: 'name' },
  { sort: 'unit_price' },
];

/** A small seeded generator (mulberry32): the same seed gives the same mix on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The query string of a product list request, parameters in a fixed order. */
export function searchPath(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return `/ebsn/api/products?${params.toString()}`;
}

/**
 * `count` distinct product-list queries drawn from the catalogue in `db`:
 * about a third single words, a fifth prefixes of 4 to 6 letters, a fifth two-word queries, the
 * rest category pages (some with a trait filter), brand pages and offers; any of them sorted, and
 * on pages 1 to 5 (page 1 the most often).
 */
export async function searchMix(db: Db, count: number, seed = 1): Promise<ProductQuery[]> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

  const names = await db.selectFrom('products').select(['name', 'brand_id']).execute();
  const frequency = new Map<string, number>();
  const pairs = new Set<string>();
  for (const { name } of names) {
    const words = name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4);
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    for (let i = 1; i < words.length; i += 1) pairs.add(`${words[i - 1]} ${words[i]}`);
  }
  // Shoppers type the catalogue's common words far more than its rare ones.
  const words = [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 400)
    .map(([word]) => word);
  const twoWords = [...pairs].sort();
  const categories = (
    await db.selectFrom('categories').select('id').where('product_count', '>', 0).execute()
  ).map((row) => row.id);
  const brands = [
    ...new Set(names.map((row) => row.brand_id).filter((id): id is number => id !== null)),
  ].sort((a, b) => a - b);
  const traits = PRODUCT_FILTERS.map((filter) => filter.id);

  const page = (): Pick<ProductQuery, 'page'> => {
    const roll = next();
    const number = roll < 0.5 ? 1 : roll < 0.7 ? 2 : roll < 0.83 ? 3 : roll < 0.93 ? 4 : 5;
    return number === 1 ? {} : { page: number };
  };
  const draw = (): ProductQuery => {
    const roll = next();
    const order = { ...pick(SORTS), ...page() };
    if (roll < 0.35) return { q: pick(words), ...order };
    if (roll < 0.55) {
      const word = pick(words);
      return { q: word.slice(0, Math.min(word.length, 4 + Math.floor(next() * 3))), ...order };
    }
    if (roll < 0.75) return { q: pick(twoWords), ...order };
    if (roll < 0.9) {
      const category = { parent_category_id: pick(categories), ...order };
      return next() < 0.3 ? { ...category, filter: pick(traits) } : category;
    }
    if (roll < 0.95) return { parent_vendor_id: pick(brands), ...order };
    return { promo: true, ...order };
  };

  const mix = new Map<string, ProductQuery>();
  for (let tries = 0; mix.size < count && tries < count * 50; tries += 1) {
    const query = draw();
    mix.set(searchPath(query), query);
  }
  if (mix.size < count)
    throw new Error(`The catalogue gives ${mix.size} distinct queries, fewer than ${count}`);
  return [...mix.values()];
}
