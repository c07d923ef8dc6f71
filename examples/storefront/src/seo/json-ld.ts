import type {
  BreadcrumbList,
  ItemAvailability,
  ItemList,
  Organization,
  Product as SchemaProduct,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts';

import type { Product } from '@carrello/sdk';

import { absoluteUrl, metaDescription } from './meta';

/** Any JSON-LD document a page embeds. */
export type JsonLdDocument = WithContext<
  SchemaProduct | BreadcrumbList | ItemList | Organization | WebSite
>;

/** The prices of a product as the storefront shows them (the kit's `productPrices`). */
interface ProductOfferPrices {
  /** The price to pay, in euro; no offer without it. */
  price: number | null;
}

function availability(product: Pick<Product, 'available'>): ItemAvailability {
  return product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** A barcode as a GTIN when it is one (8, 12, 13 or 14 digits). */
function gtin(barcode: string | undefined): string | undefined {
  return barcode && /^(?:\d{8}|\d{12,14})$/.test(barcode) ? barcode : undefined;
}

/**
 * A product page's `Product` with its `Offer`: the price in euro with two decimals and the
 * availability; brand, GTIN, image and description when the product has them.
 */
export function productJsonLd(
  product: Product,
  prices: ProductOfferPrices,
  origin: string,
): WithContext<SchemaProduct> {
  const url = absoluteUrl(origin, `/product/${product.slug}`);
  const image = product.mediaURLMedium ?? product.mediaURL;
  const description = metaDescription(product.description || product.shortDescr);
  const code = gtin(product.barcode);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    sku: product.codInt ?? String(product.productId),
    ...(code ? { gtin: code } : {}),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    ...(description ? { description } : {}),
    ...(product.vendor?.name ? { brand: { '@type': 'Brand', name: product.vendor.name } } : {}),
    ...(prices.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: prices.price.toFixed(2),
            priceCurrency: 'EUR',
            availability: availability(product),
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}

/** One step of a breadcrumb trail; the last (the page itself) may have no path. */
interface BreadcrumbStep {
  name: string;
  path?: string;
}

/** The `BreadcrumbList` of a trail, positions from 1, each step's absolute address. */
export function breadcrumbJsonLd(
  steps: BreadcrumbStep[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: absoluteUrl(origin, step.path) } : {}),
    })),
  };
}

/**
 * The `ItemList` of a category or search page: each product's page in the order shown,
 * positions continuing from `firstPosition` (a later page of results).
 */
export function itemListJsonLd(
  products: Array<Pick<Product, 'slug' | 'name'>>,
  origin: string,
  options: { name?: string; firstPosition?: number; total?: number } = {},
): WithContext<ItemList> {
  const first = options.firstPosition ?? 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(options.name ? { name: options.name } : {}),
    ...(options.total !== undefined ? { numberOfItems: options.total } : {}),
    itemListOrder: 'https://schema.org/ItemListUnordered',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: first + index,
      name: product.name,
      url: absoluteUrl(origin, `/product/${product.slug}`),
    })),
  };
}

/** The chain as an `Organization`: its name, site and logo. */
export function organizationJsonLd(
  name: string,
  origin: string,
  logoPath = '/favicon.svg',
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, logoPath),
  };
}

/** The site as a `WebSite` whose `SearchAction` opens the search page with the words. */
export function webSiteJsonLd(name: string, origin: string): WithContext<WebSite> {
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, '/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(origin, '/'),
    inLanguage: 'it-IT',
    potentialAction: search,
  };
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: the JSON with `<`, `>`, `&`
 * and the line separators escaped, so text from the catalogue (`</script>`, `<!--`) cannot end
 * the script or open markup; a JSON parser reads the same value back.
 */
export function serializeJsonLd(document: JsonLdDocument): string {
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}
