import { sql } from 'kysely';

import type { Db } from '../db/database';
import { SPECIAL_CATEGORY_SLUGS } from './catalogue';

/**
 * Products per child sitemap. The protocol allows 50,000 URLs and 50 MB per file
 * (sitemaps.org); 10,000 product URLs make about 1.5 MB, quick to build and to fetch.
 */
const PRODUCTS_PER_SITEMAP = 10_000;

/** One `<url>` of a sitemap: an absolute address and, when the data has it, its last change. */
interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

/** One child sitemap listed in the index. */
interface SitemapEntry {
  /** Path of the child sitemap (`/sitemaps/products-1.xml`). */
  path: string;
  lastmod?: Date | null;
}

/** An absolute address of the storefront: each path segment percent-encoded, the base as is. */
function absoluteUrl(base: string, path: string): string {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${base}${encoded.startsWith('/') ? encoded : `/${encoded}`}`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute (sitemaps.org asks entity-escaped URLs). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** W3C datetime of a change (sitemaps.org `lastmod`), to the second, in UTC. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function lastmodTag(date: Date | null | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? `<lastmod>${w3cDate(date)}</lastmod>` : '';
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` document of the given addresses. */
export function urlsetXml(urls: SitemapUrl[]): string {
  const parts = [XML_HEAD, `<urlset xmlns="${NAMESPACE}">\n`];
  for (const url of urls)
    parts.push(`<url><loc>${escapeXml(url.loc)}</loc>${lastmodTag(url.lastmod)}</url>\n`);
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A `<sitemapindex>` document listing the child sitemaps under `base`. */
export function sitemapIndexXml(base: string, entries: SitemapEntry[]): string {
  const parts = [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">\n`];
  for (const entry of entries)
    parts.push(
      `<sitemap><loc>${escapeXml(absoluteUrl(base, entry.path))}</loc>${lastmodTag(entry.lastmod)}</sitemap>\n`,
    );
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The child sitemaps: the public pages, the categories, then the products in chunks. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  // One row per chunk of products in id order, with the latest change in it.
  const chunks = await sql<{ chunk: number; lastmod: Date | string | null }>`
    select (rn - 1) / ${PRODUCTS_PER_SITEMAP} as chunk, max(updated_at) as lastmod
    from (select updated_at, row_number() over (order by id) as rn from products) numbered
    group by 1 order by 1`.execute(db);
  const categories = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('updated_at').as('lastmod'))
    .where('slug', 'not in', [...SPECIAL_CATEGORY_SLUGS])
    .executeTakeFirst();
  const pages = await db
    .selectFrom('content_pages')
    .select((eb) => eb.fn.max('updated_at').as('lastmod'))
    .executeTakeFirst();
  return [
    { path: '/sitemaps/pages.xml', lastmod: toDate(pages?.lastmod) },
    { path: '/sitemaps/categories.xml', lastmod: toDate(categories?.lastmod) },
    ...chunks.rows.map((row) => ({
      path: `/sitemaps/products-${Number(row.chunk) + 1}.xml`,
      lastmod: toDate(row.lastmod),
    })),
  ];
}

/**
 * The product pages of chunk `number` (from 1), in id order; `null` when there is no such
 * chunk. Keyset-free offset paging is fine here: 20,000 products make two chunks.
 */
export async function productUrls(
  db: Db,
  base: string,
  number: number,
): Promise<SitemapUrl[] | null> {
  if (!Number.isSafeInteger(number) || number < 1) return null;
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .orderBy('id')
    .offset((number - 1) * PRODUCTS_PER_SITEMAP)
    .limit(PRODUCTS_PER_SITEMAP)
    .execute();
  if (rows.length === 0) return null;
  return rows.map((row) => ({
    loc: absoluteUrl(base, `/product/${row.slug}`),
    lastmod: toDate(row.updated_at),
  }));
}

/** Every category page of the tree (the storefront's catch-all `/{slug}`), without the special ones. */
export async function categoryUrls(db: Db, base: string): Promise<SitemapUrl[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['slug', 'updated_at'])
    .where('slug', 'not in', [...SPECIAL_CATEGORY_SLUGS])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    loc: absoluteUrl(base, `/${row.slug}`),
    lastmod: toDate(row.updated_at),
  }));
}

/**
 * The other public pages a shopper reaches by a link: home, flyers (those still valid), FAQ
 * and its categories, the store locator and each store, the CMS content pages.
 */
export async function pageUrls(db: Db, base: string): Promise<SitemapUrl[]> {
  const [contentPages, faqCategories, leaflets, stores] = await Promise.all([
    db.selectFrom('content_pages').select(['slug', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('faq_categories').select(['slug']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('leaflets')
      .select(['slug'])
      .where('valid_from', '<=', sql<Date>`current_date`)
      .where('valid_to', '>=', sql<Date>`current_date`)
      .orderBy('valid_from')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('warehouses')
      .select(['slug', 'region', 'province'])
      .orderBy('region')
      .orderBy('province')
      .orderBy('name')
      .execute(),
  ]);
  const url = (path: string, lastmod?: Date | string | null): SitemapUrl => ({
    loc: absoluteUrl(base, path),
    lastmod: toDate(lastmod),
  });
  return [
    url('/'),
    url('/volantini'),
    ...leaflets.map((leaflet) => url(`/volantini/${leaflet.slug}`)),
    url('/faq'),
    ...faqCategories.map((category) => url(`/faq/${category.slug}`)),
    url('/store-locator'),
    ...stores.map((store) => url(`/store-locator/${store.region}/${store.province}/${store.slug}`)),
    ...contentPages.map((page) => url(`/page/${page.slug}`, page.updated_at)),
  ];
}

/** Paths of the storefront that only make sense to one signed-in shopper, kept from crawlers. */
const PRIVATE_PATHS = [
  '/profile',
  '/checkout',
  // The payment pages and their outcomes, the provider's pages included.
  '/payment',
  '/cart/',
  '/stripe-pay-payment/',
  // One anonymous order, opened with its access link; the form at /orders-anon stays public.
  '/orders-anon/',
  '/ebsn/',
  '/dev/',
  '/sso',
];

/** `robots.txt`: everything public may be crawled, private paths may not; the sitemap index. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
