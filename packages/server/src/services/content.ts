import type { components } from '@carrello/sdk';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { categoryIndex, descendantIds, pageOf, paging, wireProducts } from './catalogue';
import type { ProductPage } from './search';

type Schemas = components['schemas'];
/** The contract's `ContentPage`. */
type WireContentPage = Schemas['ContentPage'];
/** The contract's `Leaflet`. */
type WireLeaflet = Schemas['Leaflet'];
/** The contract's `LeafletDetail`. */
type WireLeafletDetail = Schemas['LeafletDetail'];
/** The contract's `Popup`. */
type WirePopup = Schemas['Popup'];

function isoDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

function stringValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A content page (`privacy-policy`, `condizioni-di-vendita`...); 404 when unknown. */
export async function contentPage(db: Db, pageName: string): Promise<WireContentPage> {
  const row = await db
    .selectFrom('content_pages')
    .select(['id', 'slug', 'title', 'content', 'meta'])
    .where('slug', '=', pageName)
    .executeTakeFirstOrThrow(() => notFound('Pagina non trovata'));
  const seoTitle = stringValue(row.meta.seo_title) ?? `${row.title} | Spesa online`;
  const seoDescription = stringValue(row.meta.seo_description);
  return {
    id: row.id,
    slug: row.slug,
    title: { rendered: row.title },
    content: { rendered: row.content },
    meta: { seo_title: seoTitle, ...(seoDescription ? { seo_description: seoDescription } : {}) },
  };
}

/** A popup by code, or the one currently published (the first); 404 when there is none. */
export async function popup(db: Db, code?: string): Promise<WirePopup> {
  let query = db.selectFrom('popups').select(['code', 'title', 'description']);
  query = code ? query.where('code', '=', code) : query.orderBy('id').limit(1);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Avviso non trovato');
  return { popupCode: row.code, TITLE: row.title, DESCRIPTION: row.description };
}

/** Public folder of a flyer's page images: page n is `{baseLocation}{n}.png`. */
function leafletBaseLocation(leafletId: number): string {
  return `/media/leaflets/${leafletId}/`;
}

interface LeafletRow {
  id: number;
  leaflet_type_id: number;
  slug: string;
  name: string;
  description: string;
  valid_from: Date;
  valid_to: Date;
  page_count: number;
}

function toWireLeaflet(row: LeafletRow): WireLeaflet {
  return {
    leafletId: row.id,
    leafletTypeId: row.leaflet_type_id,
    slug: row.slug,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    baseLocation: leafletBaseLocation(row.id),
    pageCount: row.page_count,
    validityDate: isoDay(row.valid_from),
    expireDate: isoDay(row.valid_to),
  } as WireLeaflet;
}

function leafletQuery(db: Db) {
  return db
    .selectFrom('leaflets as l')
    .select([
      'l.id',
      'l.leaflet_type_id',
      'l.slug',
      'l.name',
      'l.description',
      'l.valid_from',
      'l.valid_to',
      sql<number>`(select count(*)::int from leaflet_pages lp where lp.leaflet_id = l.id)`.as(
        'page_count',
      ),
    ]);
}

/** Current flyers (valid today), national ones and those of the given store. */
export async function leaflets(
  db: Db,
  options: { leafletTypeId?: number; warehouseId?: number } = {},
): Promise<{ leaflets: WireLeaflet[] }> {
  let query = leafletQuery(db)
    .where('l.valid_from', '<=', sql<Date>`current_date`)
    .where('l.valid_to', '>=', sql<Date>`current_date`);
  if (options.leafletTypeId !== undefined)
    query = query.where('l.leaflet_type_id', '=', options.leafletTypeId);
  if (options.warehouseId !== undefined) {
    const warehouseId = options.warehouseId;
    query = query.where((eb) =>
      eb.or([eb('l.warehouse_id', 'is', null), eb('l.warehouse_id', '=', warehouseId)]),
    );
  }
  const rows = await query.orderBy('l.valid_from', 'desc').orderBy('l.id').execute();
  return { leaflets: rows.map(toWireLeaflet) };
}

/** One flyer with its pages, by id or slug; 400 without either, 404 when unknown. */
export async function leaflet(
  db: Db,
  options: { leafletId?: number; slug?: string },
): Promise<WireLeafletDetail> {
  if (options.leafletId === undefined && !options.slug)
    throw new HttpError(400, 'Indica il volantino da aprire', 'VALIDATION');
  let query = leafletQuery(db);
  if (options.leafletId !== undefined) query = query.where('l.id', '=', options.leafletId);
  if (options.slug) query = query.where('l.slug', '=', options.slug);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Volantino non trovato');
  const pages = await db
    .selectFrom('leaflet_pages')
    .select(['page_number'])
    .where('leaflet_id', '=', row.id)
    .orderBy('page_number')
    .execute();
  const base = leafletBaseLocation(row.id);
  return {
    ...toWireLeaflet(row),
    pages: pages.map((page) => ({
      pageNumber: page.page_number,
      imageUrl: `${base}${page.page_number}.png`,
    })),
  };
}

/** Products of a flyer, page by page, optionally of one category; empty for an unknown flyer. */
export async function leafletProducts(
  db: Db,
  options: { leafletId: number; categoryId?: number; page?: number; pageSize?: number },
): Promise<ProductPage> {
  const { selPage, itemsPerPage, offset } = paging(options.page, options.pageSize, 200);
  const pages = await db
    .selectFrom('leaflet_pages')
    .select(['product_ids'])
    .where('leaflet_id', '=', options.leafletId)
    .orderBy('page_number')
    .execute();
  let ids = [...new Set(pages.flatMap((page) => page.product_ids))];
  if (options.categoryId !== undefined && ids.length > 0) {
    const index = await categoryIndex(db);
    const node = index.byId.get(options.categoryId);
    const allowed = new Set(node ? descendantIds(node) : []);
    const rows = await db
      .selectFrom('products')
      .select(['id', 'category_id'])
      .where('id', 'in', ids)
      .execute();
    const keep = new Set(rows.filter((r) => allowed.has(r.category_id)).map((r) => r.id));
    ids = ids.filter((id) => keep.has(id));
  }
  const slice = ids.slice(offset, offset + itemsPerPage);
  return {
    products: await wireProducts(db, slice),
    page: pageOf(selPage, itemsPerPage, ids.length),
  };
}

/** FAQ categories in their order. */
export async function faqCategories(db: Db): Promise<{ categories: Schemas['FaqCategory'][] }> {
  const rows = await db
    .selectFrom('faq_categories')
    .select(['id', 'slug', 'name'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    categories: rows.map((row) => ({ categoryId: row.id, slug: row.slug, name: row.name })),
  };
}

/** Questions and answers of a FAQ category; 404 when the category is unknown. */
export async function faqs(db: Db, categorySlug: string): Promise<Schemas['FaqListData']> {
  const category = await db
    .selectFrom('faq_categories')
    .select(['id', 'slug', 'name'])
    .where('slug', '=', categorySlug)
    .executeTakeFirstOrThrow(() => notFound('Categoria di domande non trovata'));
  const rows = await db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer'])
    .where('faq_category_id', '=', category.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    category: { categoryId: category.id, slug: category.slug, name: category.name },
    faqs: rows.map((row) => ({ faqId: row.id, question: row.question, answer: row.answer })),
  };
}
