import type { Product } from '@carrello/sdk';
import { productPrices } from '@carrello/ui/headless';

import { brand } from '../app/brand';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './json-ld';
import { JsonLd } from './page-meta';
import { useSiteOrigin } from './site-origin';

/** The home page's structured data: the chain (`Organization`) and the site with its search. */
export function SiteJsonLd() {
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={organizationJsonLd(brand.name, origin)} />
      <JsonLd data={webSiteJsonLd(brand.name, origin)} />
    </>
  );
}

/** A product page's structured data: the `Product` with its `Offer`, and its `BreadcrumbList`. */
export function ProductJsonLd({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const crumbs = product.breadCrumbs ?? [];
  return (
    <>
      <JsonLd data={productJsonLd(product, productPrices(product), origin)} />
      {crumbs.length > 0 ? (
        <JsonLd
          data={breadcrumbJsonLd(
            [
              { name: 'Home', path: '/' },
              ...crumbs.map((crumb) => ({
                name: crumb.name,
                ...(crumb.slug ? { path: `/${crumb.slug}` } : {}),
              })),
              { name: product.name },
            ],
            origin,
          )}
        />
      ) : null}
    </>
  );
}

/** Props of {@link ProductListJsonLd}. */
interface ProductListJsonLdProps {
  /** The products shown, in order. */
  products: Array<Pick<Product, 'slug' | 'name'>>;
  /** The name of the list (`Prodotti di Dispensa`). */
  name?: string;
  /** How many products the whole list has. */
  total?: number;
  /** The position of the first product shown (a later page). @default 1 */
  firstPosition?: number;
}

/** A category or search page's `ItemList` of the products it shows. */
export function ProductListJsonLd({ products, ...options }: ProductListJsonLdProps) {
  const origin = useSiteOrigin();
  if (products.length === 0) return null;
  return <JsonLd data={itemListJsonLd(products, origin, options)} />;
}
