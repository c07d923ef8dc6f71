import { useParams } from 'react-router-dom';

import { productQueries, useProduct } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { catalogueHead } from '../catalogue/catalogue-head';
import { CataloguePath } from '../catalogue/catalogue-path';
import { ProductDetail } from '../catalogue/product-detail';
import { ProductJsonLd } from '../seo/catalogue-json-ld';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer } from '../shell/safe-html';

/** `/product/:productSlug`: a product with its price and the cart control. */
export function ProductPage() {
  const { productSlug = '' } = useParams();
  const { data: product } = useProduct(productSlug);
  if (!product) return null;
  return (
    <Page
      title={product.name}
      {...catalogueHead(
        'product',
        { id: product.productId, name: product.name, seo: product.metaData?.product_seo },
        product.description || product.shortDescr || product.name,
        { image: product.mediaURLMedium ?? product.mediaURL, type: 'product' },
      )}
    >
      <ProductJsonLd product={product} />
      {product.breadCrumbs?.length ? (
        <CataloguePath
          items={[
            { label: 'Home', href: '/' },
            ...product.breadCrumbs.map((crumb) => ({
              label: crumb.name,
              href: crumb.slug ? `/${crumb.slug}` : undefined,
            })),
            { label: product.name },
          ]}
        />
      ) : null}
      <ProductDetail product={product} />
    </Page>
  );
}

/** Loaders of this module's pages. */
export const loaders: Record<string, LoaderFactory> = {
  ProductPage:
    ({ client, queryClient }) =>
    async ({ params }) => {
      await Promise.all([
        queryClient.ensureQueryData(productQueries.detail(client, params.productSlug ?? '')),
        preloadHtmlSanitizer(),
      ]);
      return null;
    },
};
