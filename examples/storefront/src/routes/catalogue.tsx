import { Suspense, use } from 'react';
import { redirect, useLoaderData } from 'react-router-dom';

import { categoryQueries, productQueries } from '@carrello/hooks';
import { EbsnError } from '@carrello/sdk';

import type { LoaderFactory } from '../app/route-context';
import { categoryAddress, readCatchAll, type CatchAll } from '../catalogue/catch-all';
import { setCategoryTrail } from '../catalogue/category-trail';
import { CategoryView } from '../catalogue/category-view';
import { facetParams, readFacets } from '../catalogue/facets';
import { readPage } from '../catalogue/page-links';
import { preloadHtmlSanitizer } from '../shell/safe-html';
import type * as PaymentResultsExports from './chunks/payment-results';

type PaymentResultsModule = typeof PaymentResultsExports;

let paymentResults: PaymentResultsModule | undefined;
let loadingPaymentResults: Promise<PaymentResultsModule> | undefined;

/**
 * The outcome pages a gift-card provider sends the shopper back to under any path: rare, so a
 * chunk of their own, not part of every category page's code. The catch-all loader loads it
 * before such a page renders; a server-rendered one waits for it to hydrate.
 */
function loadPaymentResults(): Promise<PaymentResultsModule> {
  loadingPaymentResults ??= import('./chunks/payment-results').then(
    (module) => (paymentResults = module),
  );
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
