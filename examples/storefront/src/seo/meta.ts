/** What a page tells search engines and link previews about itself. */
export interface PageMetaInput {
  /** The document title, brand included (`Passata di pomodoro – Carrello`). */
  title: string;
  /** Plain-text summary of the page; long text is cut at a word near 160 characters. */
  description?: string | null;
  /** The public origin (`https://spesa.example.it`). */
  origin: string;
  /** The page's canonical path, with the query that changes its content (`/search?q=latte`). */
  path: string;
  /** The name of the site in link previews. */
  siteName: string;
  /** An image of the page (absolute or a path on the origin). */
  image?: string | null;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'product' | 'article';
  /** Whether search engines must leave the page out of their index (private pages). */
  noindex?: boolean;
}

/** One `<meta>` tag: `name` for the standard and Twitter tags, `property` for Open Graph. */
type MetaTag = { name: string; content: string } | { property: string; content: string };

/** The head tags of a page, ready to render. */
interface PageMetaTags {
  title: string;
  canonical: string;
  /** The meta tags in order: description, robots, Open Graph, Twitter. */
  meta: MetaTag[];
}

/** Longest description before it is cut: what result pages show of it. */
const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
};

/**
 * A meta description from text or CMS HTML: tags dropped, entities decoded, spaces collapsed,
 * cut at the last word that fits in {@link DESCRIPTION_MAX} characters with an ellipsis.
 */
export function metaDescription(text: string | null | undefined): string {
  if (!text) return '';
  const plain = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#')) {
        const code = /^#x/i.test(entity)
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * An absolute address on `origin` for a path (an absolute address stays as it is); the path
 * itself when the origin is unknown or not a URL (a server render given no origin).
 */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = `${origin.replace(/\/+$/, '')}/`;
  return URL.canParse(path, base) ? new URL(path, base).href : path;
}

/** Query parameters that change what a page shows, kept in its canonical address. */
const CANONICAL_PARAMS = ['q', 'barcode', 'page'];

/**
 * The canonical path of a page: its path without a trailing slash, with only the query
 * parameters that change its content (search words, page number past the first), in a fixed
 * order; tracking parameters, filters and the like are dropped.
 */
export function canonicalPath(pathname: string, search: string | URLSearchParams = ''): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'page' && (!/^\d+$/.test(value) || Number(value) <= 1)) continue;
    kept.set(key, value);
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = kept.toString();
  return query ? `${path}?${query}` : path || '/';
}

/**
 * Paths of pages that belong to one shopper (profile, checkout, payment, a cart's outcome, an
 * anonymous order opened from its link): never indexed. `robots.txt` keeps crawlers out of the
 * same paths (packages/server/src/services/sitemap.ts).
 */
const PRIVATE_PATH =
  /^\/(?:profile|checkout|payment|cart\/|stripe-pay-payment\/|orders-anon\/|not-found|service-down)/;

/** Whether a page stays out of search indexes: a private page or an error page. */
export function isNoindexPath(pathname: string): boolean {
  return PRIVATE_PATH.test(pathname);
}

/** The head tags of a page: title, description, canonical link, robots, Open Graph, Twitter. */
export function buildPageMeta(input: PageMetaInput): PageMetaTags {
  const canonical = absoluteUrl(input.origin, input.path);
  const description = metaDescription(input.description);
  const image = input.image ? absoluteUrl(input.origin, input.image) : null;
  const meta: MetaTag[] = [];
  if (description) meta.push({ name: 'description', content: description });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  meta.push(
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: 'it_IT' },
    { property: 'og:title', content: input.title },
    { property: 'og:url', content: canonical },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  if (image) meta.push({ property: 'og:image', content: image });
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
  );
  if (description) meta.push({ name: 'twitter:description', content: description });
  if (image) meta.push({ name: 'twitter:image', content: image });
  return { title: input.title, canonical, meta };
}
