import type { components } from '@carrello/sdk';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { productImagePath } from '../routes/media';
import { loadPricedProducts, round2, type WireProduct } from './products-wire';

type Schemas = components['schemas'];
/** The contract's `Category`. */
type WireCategory = Schemas['Category'];
/** The contract's `CategoryBlock`. */
type WireCategoryBlock = Schemas['CategoryBlock'];
/** The contract's `Page` (paging of a product list). */
export type WirePage = Schemas['Page'];

/** Slugs of the special categories read by the storefront (docs/requirements/app-shell.md and api-calls.md), not in the tree. */
export const SPECIAL_CATEGORY_SLUGS = ['application', 'fast-search-popup'] as const;

/** A category row as the catalogue keeps it in memory. */
interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  position: number;
  template: string | null;
  metadata: Record<string, unknown>;
  productCount: number;
  imageProductId: number | null;
  children: CategoryNode[];
}

/** Every category, indexed; the tree's roots are the departments. Brands come along. */
interface CategoryIndex {
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
  roots: CategoryNode[];
  /** Brand names by id. */
  brands: Map<number, string>;
}

// The category tree is small and only changes with a new seed: read it once per database and
// keep it for a minute, so that product pages do not re-read it for breadcrumbs.
const CATEGORY_CACHE_MS = 60_000;
const categoryCache = new WeakMap<object, { at: number; index: Promise<CategoryIndex> }>();

async function readCategories(db: Db): Promise<CategoryIndex> {
  const brandRows = await db.selectFrom('brands').select(['id', 'name']).execute();
  const rows = await db
    .selectFrom('categories')
    .select([
      'id',
      'parent_id',
      'slug',
      'name',
      'position',
      'template',
      'metadata',
      'product_count',
      'image_product_id',
    ])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byId = new Map<number, CategoryNode>();
  const bySlug = new Map<string, CategoryNode>();
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      parentId: row.parent_id,
      slug: row.slug,
      name: row.name,
      position: row.position,
      template: row.template,
      metadata: row.metadata,
      productCount: row.product_count,
      imageProductId: row.image_product_id,
      children: [],
    };
    byId.set(node.id, node);
    bySlug.set(node.slug, node);
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (!(SPECIAL_CATEGORY_SLUGS as readonly string[]).includes(node.slug)) roots.push(node);
  }
  return { byId, bySlug, roots, brands: new Map(brandRows.map((b) => [b.id, b.name])) };
}

/** The category tree, cached per database for a minute. */
export function categoryIndex(db: Db): Promise<CategoryIndex> {
  const cached = categoryCache.get(db);
  if (cached && Date.now() - cached.at < CATEGORY_CACHE_MS) return cached.index;
  const index = readCategories(db);
  categoryCache.set(db, { at: Date.now(), index });
  index.catch(() => categoryCache.delete(db));
  return index;
}

const generations = new WeakMap<object, number>();

/** Changes each time the catalogue of a database is refreshed: caches compare it. */
export function catalogueGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

/** Forgets the cached tree and every cache keyed on the generation (after the catalogue changed). */
export function forgetCategories(db: Db): void {
  categoryCache.delete(db);
  generations.set(db, catalogueGeneration(db) + 1);
}

/** The id of a category and of all its descendants. */
export function descendantIds(node: CategoryNode): number[] {
  const ids: number[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    ids.push(current.id);
    stack.push(...current.children);
  }
  return ids;
}

/** Path from the department down to the category. */
function ancestry(index: CategoryIndex, categoryId: number): CategoryNode[] {
  const path: CategoryNode[] = [];
  let current = index.byId.get(categoryId);
  while (current && path.length < 10) {
    path.unshift(current);
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return path;
}

function stringSections(value: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, section] of Object.entries(value))
    if (section && typeof section === 'object' && !Array.isArray(section))
      out[key] = section as Record<string, unknown>;
  return out;
}

function categoryMetaData(node: CategoryNode): WireCategory['metaData'] {
  const sections = stringSections(node.metadata);
  const strings = (section: Record<string, unknown> | undefined) => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(section ?? {}))
      if (value !== null && value !== undefined) out[key] = String(value);
    return out;
  };
  return {
    ...sections,
    category_info: strings(sections.category_info),
    category_seo: strings(sections.category_seo),
  };
}

function toWireCategory(
  node: CategoryNode,
  options: { filtered: boolean; depth: number },
): WireCategory {
  const children = options.depth > 0 ? node.children : [];
  return {
    categoryId: node.id,
    parentId: node.parentId ?? 0,
    slug: node.slug,
    name: node.name,
    itemUrl: `/${node.slug}`,
    metaData: categoryMetaData(node),
    template: node.template,
    categories: children
      .filter((child) => !options.filtered || child.productCount > 0)
      .map((child) => toWireCategory(child, { ...options, depth: options.depth - 1 })),
  };
}

/** Blocks of a category (banners, proposals), in their order. */
export async function categoryBlocks(db: Db, categoryId: number): Promise<WireCategoryBlock[]> {
  const rows = await db
    .selectFrom('category_blocks')
    .select(['id', 'template', 'data'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const data = row.data as {
      name?: string;
      proposals?: WireCategoryBlock['proposals'];
      metaData?: WireCategoryBlock['metaData'];
    };
    return {
      categoryBlockId: row.id,
      templateBlock: { codInt: row.template, ...(data.name ? { name: data.name } : {}) },
      proposals: Array.isArray(data.proposals) ? data.proposals : [],
      ...(data.metaData ? { metaData: data.metaData } : {}),
    };
  });
}

/** `category.get` without slug: the departments with their descendants. */
export async function categoryTree(
  db: Db,
  options: { filtered?: boolean } = {},
): Promise<{ categories: WireCategory[] }> {
  const index = await categoryIndex(db);
  const filtered = options.filtered === true;
  return {
    categories: index.roots
      .filter((root) => !filtered || root.productCount > 0)
      .map((root) => toWireCategory(root, { filtered, depth: 10 })),
  };
}

/** `category.get` with slug: one category with its children and blocks; 404 when unknown. */
export async function categoryBySlug(
  db: Db,
  slug: string,
  options: { filtered?: boolean } = {},
): Promise<{ category: WireCategory }> {
  const index = await categoryIndex(db);
  const node = index.bySlug.get(slug);
  if (!node) throw notFound('Categoria non trovata');
  const category = toWireCategory(node, { filtered: options.filtered === true, depth: 1 });
  return { category: { ...category, categoryBlocks: await categoryBlocks(db, node.id) } };
}

/** Products with everything the storefront shows: breadcrumbs, brand, images, unit prices. */
export async function wireProducts(
  db: Db,
  ids: readonly number[],
  options: { detail?: boolean } = {},
): Promise<WireProduct[]> {
  if (ids.length === 0) return [];
  const [priced, index, extras] = await Promise.all([
    loadPricedProducts(db, ids),
    categoryIndex(db),
    db
      .selectFrom('products')
      .select(['id', 'brand_id', 'metadata'])
      .where('id', 'in', [...new Set(ids)])
      .execute(),
  ]);
  const extraById = new Map(extras.map((row) => [row.id, row]));
  const out: WireProduct[] = [];
  for (const id of ids) {
    const product = priced.get(id);
    const extra = extraById.get(id);
    if (!product || !extra) continue;
    const wire: WireProduct = { ...product.wire };
    if (wire.categoryId !== undefined)
      wire.breadCrumbs = ancestry(index, wire.categoryId).map((node) => ({
        categoryId: node.id,
        name: node.name,
        slug: node.slug,
      }));
    const brand = extra.brand_id === null ? undefined : index.brands.get(extra.brand_id);
    if (extra.brand_id !== null && brand) wire.vendor = { vendorId: extra.brand_id, name: brand };
    if (typeof wire.priceUm === 'number' && wire.price) {
      // The unit price follows the promotion in the same proportion as the shelf price.
      const ratio = (wire.priceDisplay ?? wire.price) / wire.price;
      wire.priceUmDisplay = round2(wire.priceUm * ratio);
      if (wire.priceStandardDisplay !== undefined) wire.priceStandardUmDisplay = wire.priceUm;
    }
    if (options.detail) {
      wire.media = [
        {
          small: productImagePath(id, 'small'),
          medium: productImagePath(id, 'medium'),
          large: productImagePath(id, 'large'),
        },
      ];
      wire.metaData = stringSections(extra.metadata);
    }
    out.push(wire);
  }
  return out;
}

/** One product by id, with media and metadata; 404 when unknown. */
export async function productById(db: Db, productId: number): Promise<WireProduct> {
  const [product] = await wireProducts(db, [productId], { detail: true });
  if (!product) throw notFound('Prodotto non trovato');
  return product;
}

/** One product by slug, with media and metadata; 404 when unknown. */
export async function productBySlug(db: Db, slug: string): Promise<WireProduct> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow(() => notFound('Prodotto non trovato'));
  return productById(db, row.id);
}

/** Products usually supplied in place of this one; 404 when the product is unknown. */
export async function productAlternatives(
  db: Db,
  productId: number,
): Promise<{ products: WireProduct[] }> {
  await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow(() => notFound('Prodotto non trovato'));
  // Never the product itself, nor the same product under another id (the same name).
  const rows = await db
    .selectFrom('product_alternatives as pa')
    .innerJoin('products as own', 'own.id', 'pa.product_id')
    .innerJoin('products as alt', 'alt.id', 'pa.alternative_id')
    .select('pa.alternative_id')
    .where('pa.product_id', '=', productId)
    .whereRef('pa.alternative_id', '<>', 'pa.product_id')
    .where(sql<boolean>`lower(alt.name) <> lower(own.name)`)
    .orderBy('pa.position')
    .execute();
  return {
    products: await wireProducts(
      db,
      rows.map((row) => row.alternative_id),
    ),
  };
}

/** Paging of a list: page 0 and 1 are the first page. */
export function paging(
  page: number | undefined,
  pageSize: number | undefined,
  defaultSize = 24,
): { selPage: number; itemsPerPage: number; offset: number } {
  const itemsPerPage = Math.min(500, Math.max(1, pageSize ?? defaultSize));
  const selPage = Math.max(1, page ?? 1);
  return { selPage, itemsPerPage, offset: (selPage - 1) * itemsPerPage };
}

/** The `page` object of a list. */
export function pageOf(selPage: number, itemsPerPage: number, totItems: number): WirePage {
  return { selPage, itemsPerPage, totItems, totPages: Math.ceil(totItems / itemsPerPage) };
}

/**
 * Recomputes what suggestions and the tree show: products per category (descendants included)
 * and a picture for each, products per brand and per search term. Run after loading a catalogue.
 */
export async function refreshCatalogueCounts(db: Db): Promise<void> {
  // Right after a bulk load the new rows wait in the GIN pending lists, which every search then
  // scans linearly: merge them into the indexes and refresh the planner's statistics first.
  await sql`select gin_clean_pending_list('products_search_idx'::regclass)`.execute(db);
  await sql`select gin_clean_pending_list('products_name_trgm_idx'::regclass)`.execute(db);
  await sql`analyze products`.execute(db);
  await sql`
    with recursive tree(id, root) as (
      select id, id from categories
      union all
      select c.id, t.root from categories c join tree t on c.parent_id = t.id
    ), counted as (
      select t.root, count(p.id)::int as n, min(p.id) as image
      from tree t join products p on p.category_id = t.id
      group by t.root
    )
    update categories set product_count = coalesce(counted.n, 0), image_product_id = counted.image
    from categories c left join counted on counted.root = c.id
    where categories.id = c.id`.execute(db);
  await sql`
    update brands set product_count = coalesce(
      (select count(*)::int from products p where p.brand_id = brands.id), 0)`.execute(db);
  await sql`
    update search_terms set product_count = (
      select count(*)::int from products p
      where p.search_vector @@ plainto_tsquery('carrello_italian', search_terms.term))`.execute(db);
  forgetCategories(db);
}
