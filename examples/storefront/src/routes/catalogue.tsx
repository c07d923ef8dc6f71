import { Suspense, use } from 'react';
import { Link, redirect, useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { weightStepKg } from '@carrello/core';
import { categoryQueries, productQueries, useCategory, useProduct } from '@carrello/hooks';
import { EbsnError, type Category, type EbsnClient } from '@carrello/sdk';
import {
  Badge,
  Breadcrumbs,
  CategoryHeader,
  VisuallyHidden,
  media,
  useCarrelloUi,
} from '@carrello/ui';
import { productPrices } from '@carrello/ui/headless';

import { brand } from '../app/brand';
import type { LoaderFactory } from '../app/route-context';
import { setCategoryTrail, trailOf, useCategoryTrail } from '../catalogue/category-trail';
import { Facets, facetParams, readFacets } from '../catalogue/facets';
import { InfiniteProducts } from '../catalogue/infinite-products';
import { PageFrame } from '../catalogue/page-frame';
import { readPage } from '../catalogue/page-links';
import { AddToListButton } from '../account/add-to-list';
import { ProductCartControl } from '../catalogue/product-cart-control';
import { ProductJsonLd } from '../seo/catalogue-json-ld';
import { Page } from '../shell/page';
import { preloadHtmlSanitizer, SafeHtml } from '../shell/safe-html';
import type * as PaymentResultsExports from './payment-results';

type PaymentResultsModule = typeof PaymentResultsExports;

let paymentResults: PaymentResultsModule | undefined;
let loadingPaymentResults: Promise<PaymentResultsModule> | undefined;

/**
 * The outcome pages a gift-card provider sends the shopper back to under any path: rare, so a
 * chunk of their own, not part of every category page's code. The catch-all loader loads it
 * before such a page renders; a server-rendered one waits for it to hydrate.
 */
function loadPaymentResults(): Promise<PaymentResultsModule> {
  loadingPaymentResults ??= import('./payment-results').then((module) => (paymentResults = module));
  return loadingPaymentResults;
}

function PaymentOutcome({
  kind,
  orderId,
}: {
  kind: 'payment-error' | 'payment-completed';
  orderId: string;
}) {
  const { PaymentCompletedPage, PaymentErrorPage } = paymentResults ?? use(loadPaymentResults());
  return kind === 'payment-error' ? (
    <PaymentErrorPage orderId={orderId} />
  ) : (
    <PaymentCompletedPage orderId={orderId} />
  );
}

const Path = styled(Breadcrumbs)`
  margin: -${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
`;

const Subcategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Detail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  img {
    width: 100%;
    max-width: 480px;
    aspect-ratio: 1;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .price {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .price s {
    margin-left: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  .unit {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .buy {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    max-width: 320px;
    margin: ${({ theme }) => theme.space[4]}px 0;
  }
`;

function seoTitle(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** `/product/:productSlug`: a product with its price and the cart control. */
export function ProductPage() {
  const { productSlug = '' } = useParams();
  const { formatPrice } = useCarrelloUi();
  const { data: product } = useProduct(productSlug);
  if (!product) return null;
  const prices = productPrices(product);
  return (
    <Page
      title={product.name}
      documentTitle={seoTitle(product.metaData?.product_seo?.SEO_TITLE) ?? product.name}
      contentView={{
        contentType: 'product',
        contentId: product.productId,
        contentName: product.name,
      }}
      meta={{
        description:
          seoTitle(product.metaData?.product_seo?.SEO_DESCRIPTION) ??
          (product.description || product.shortDescr || product.name),
        image: product.mediaURLMedium ?? product.mediaURL,
        type: 'product',
      }}
    >
      <ProductJsonLd product={product} />
      {product.breadCrumbs?.length ? (
        <Path
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
      <Detail>
        <img
          src={product.mediaURLMedium ?? product.mediaURL}
          alt={product.name}
          width={480}
          height={480}
          // The page's largest image (its LCP): fetched ahead of the scripts.
          fetchPriority="high"
        />
        <div>
          {product.vendor?.name ? <p>{product.vendor.name}</p> : null}
          {product.warehousePromo ? <Badge variant="accent">Offerta</Badge> : null}
          {product.shortDescr && product.shortDescr !== product.vendor?.name ? (
            <p>{product.shortDescr}</p>
          ) : null}
          {prices.price !== null ? (
            <p className="price">
              {weightStepKg(product) !== null
                ? `${formatPrice(prices.price)}/kg`
                : formatPrice(prices.price)}
              {prices.standardPrice !== null ? (
                <s>
                  <VisuallyHidden>Prezzo pieno </VisuallyHidden>
                  {formatPrice(prices.standardPrice)}
                </s>
              ) : null}
            </p>
          ) : null}
          {weightStepKg(product) === null && prices.unitPrice !== null && prices.unit ? (
            <p className="unit">
              {formatPrice(prices.unitPrice)}/{prices.unit}
            </p>
          ) : null}
          <div className="buy">
            <ProductCartControl product={product} />
            <AddToListButton product={product} />
          </div>
          {product.description ? (
            <section aria-labelledby="product-description">
              <h2 id="product-description">Descrizione</h2>
              <SafeHtml html={product.description} />
            </section>
          ) : null}
        </div>
      </Detail>
    </Page>
  );
}

type CatchAll =
  | { kind: 'category'; slug: string }
  | { kind: 'payment-error'; orderId: string }
  | { kind: 'payment-completed'; orderId: string };

// docs/requirements/app-shell.md: /payment-error-{provider}/{orderId} and /cart/payment-completed-{provider}/{orderId}.
const GIFT_CARD_ERROR = /^payment-error-[\w-]+\/(\d+)\/?$/;
const GIFT_CARD_COMPLETED = /^cart\/payment-completed-[\w-]+\/(\d+)\/?$/;

function readCatchAll(splat: string): CatchAll {
  const error = GIFT_CARD_ERROR.exec(splat);
  if (error?.[1]) return { kind: 'payment-error', orderId: error[1] };
  const completed = GIFT_CARD_COMPLETED.exec(splat);
  if (completed?.[1]) return { kind: 'payment-completed', orderId: completed[1] };
  return { kind: 'category', slug: splat.replace(/\/+$/, '') };
}

function CategoryView({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const { data: category } = useCategory(slug);
  // Breadcrumbs: the departments above the category, read from the tree (docs/requirements/app-shell.md).
  const trail = useCategoryTrail(category?.categoryId);
  if (!category) return null;
  const facets = facetParams(readFacets(searchParams));
  const above = (trail.data ?? []).slice(0, -1);
  const categoryId = Number(searchParams.get('categoryId')) || category.categoryId;
  const children: Category[] = category.categories ?? [];
  const description = category.metaData?.category_info?.DESCRIPTION;
  return (
    <PageFrame
      documentTitle={category.metaData?.category_seo?.SEO_TITLE ?? category.name}
      contentView={{
        contentType: 'category',
        contentId: category.categoryId,
        contentName: category.name,
      }}
      meta={{
        description:
          seoTitle(category.metaData?.category_seo?.SEO_DESCRIPTION) ??
          seoTitle(description) ??
          `${category.name}: fai la spesa online su ${brand.name}, a casa o in negozio.`,
      }}
    >
      <Path
        items={[
          { label: 'Home', href: '/' },
          ...above.map((node) => ({ label: node.name, href: `/${node.slug}` })),
          { label: category.name },
        ]}
      />
      <CategoryHeader
        title={category.name}
        // The shell focuses the page heading after each navigation.
        titleProps={{ tabIndex: -1 }}
        description={
          typeof description === 'string' && description ? <SafeHtml html={description} /> : null
        }
      >
        {children.length > 0 ? (
          <nav aria-label="Sottocategorie">
            <Subcategories>
              {children.map((child) => (
                <li key={child.categoryId}>
                  <Link to={`/${child.slug}`}>{child.name}</Link>
                </li>
              ))}
            </Subcategories>
          </nav>
        ) : null}
      </CategoryHeader>
      <Facets base={{ parent_category_id: categoryId, page_size: 24 }} />
      <InfiniteProducts
        key={searchParams.toString()}
        params={{ parent_category_id: categoryId, page_size: 24, ...facets }}
        firstPage={readPage(searchParams)}
        label={`Prodotti di ${category.name}`}
        empty={{
          title: 'Nessun prodotto in questa categoria',
          description: 'Al momento non ci sono prodotti qui: prova un’altra categoria dal menu.',
        }}
      />
    </PageFrame>
  );
}

/**
 * Any other path is a category page, the category named by its path or by `?categoryId=`: a path
 * that is no category's leads to the address of the `categoryId` one, the other parameters kept.
 * Null when the id names no category of the tree.
 */
async function categoryAddress(
  client: EbsnClient,
  searchParams: URLSearchParams,
): Promise<string | null> {
  const categoryId = Number(searchParams.get('categoryId'));
  if (!Number.isInteger(categoryId) || categoryId <= 0) return null;
  const category = trailOf(await client.category.tree(), categoryId).at(-1);
  if (!category) return null;
  const rest = new URLSearchParams(searchParams);
  rest.delete('categoryId');
  const query = rest.toString();
  return `/${category.slug}${query ? `?${query}` : ''}`;
}

/** Any other path (docs/requirements/app-shell.md): a category page, or a gift-card provider's payment outcome. */
export function CatchAllPage() {
  const target = useLoaderData() as CatchAll;
  if (target.kind === 'payment-error' || target.kind === 'payment-completed') {
    return (
      <Suspense fallback={null}>
        <PaymentOutcome kind={target.kind} orderId={target.orderId} />
      </Suspense>
    );
  }
  return <CategoryView key={target.slug} slug={target.slug} />;
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
  CatchAllPage:
    ({ client, queryClient }) =>
    async ({ params, request }) => {
      const target = readCatchAll(params['*'] ?? '');
      if (target.kind !== 'category') {
        await loadPaymentResults();
        return target;
      }
      const { searchParams } = new URL(request.url);
      const [category] = await Promise.all([
        queryClient
          .ensureQueryData(categoryQueries.detail(client, target.slug))
          .catch(async (error: unknown) => {
            const moved =
              error instanceof EbsnError && error.httpStatus === 404
                ? await categoryAddress(client, searchParams)
                : null;
            if (moved) throw redirect(moved);
            throw error;
          }),
        // A category's description is CMS HTML.
        preloadHtmlSanitizer(),
      ]);
      // On the server, the page of products the address asks for (`?page=N`, the filters),
      // as the page asks for it, so the HTML carries them; in the browser the grid loads them
      // itself, as it always has. A failure shows on the page, with its "Riprova".
      if (typeof document !== 'undefined') return target;
      const categoryId = Number(searchParams.get('categoryId')) || category.categoryId;
      // The breadcrumbs in the page, without the tree they are read from in the page's state.
      await setCategoryTrail(client, queryClient, category.categoryId).catch(() => undefined);
      await queryClient
        .ensureInfiniteQueryData(
          productQueries.infiniteList(
            client,
            {
              parent_category_id: categoryId,
              page_size: 24,
              ...facetParams(readFacets(searchParams)),
            },
            readPage(searchParams),
          ),
        )
        .catch(() => undefined);
      return target;
    },
};
