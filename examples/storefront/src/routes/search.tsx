import { useSearchParams } from 'react-router-dom';

import { canSearch } from '@carrello/core';
import { productQueries, searchParams as toSearchParams } from '@carrello/hooks';

import type { LoaderFactory } from '../app/route-context';
import { setCategoryTrail, useCategoryTrail } from '../catalogue/category-trail';
import {
  FILTERED_EMPTY,
  Facets,
  facetParams,
  narrowsResults,
  readFacets,
} from '../catalogue/facets';
import { InfiniteProducts } from '../catalogue/infinite-products';
import { readPage } from '../catalogue/page-links';
import { Page } from '../shell/page';

const PAGE_SIZE = 24;

function readSearch(params: URLSearchParams) {
  const number = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return toSearchParams({
    q: params.get('q'),
    barcode: params.get('barcode'),
    parent_category_id: number('parent_category_id'),
    parent_vendor_id: number('parent_vendor_id'),
    filter: params.get('filter'),
  });
}

/** `/search` (named Search): results of a text or barcode search, read page by page. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  // The scope's name, only for a search in a category.
  const scope = useCategoryTrail(search.parent_category_id ?? undefined);
  const facetState = readFacets(params);
  const facets = facetParams(facetState);
  const drop = (key: string) => {
    const next = new URLSearchParams(params);
    next.delete(key);
    next.delete('page');
    // Another filter, not another page (docs/requirements/app-shell.md): scroll and focus stay.
    setParams(next, { preventScrollReset: true });
  };
  // A category chosen from a suggestion is the search's scope: shown, removable. A brand chosen
  // there is the brand filter's value, with its chip (docs/requirements/app-shell.md).
  const category = search.parent_category_id ? scope.data?.at(-1) : undefined;
  const scopeChips = search.parent_category_id
    ? [
        {
          label: `Categoria: ${category?.name ?? 'scelta'}`,
          onRemove: () => drop('parent_category_id'),
        },
      ]
    : [];
  const what = search.q ?? search.barcode ?? '';
  if (!canSearch(search)) {
    return (
      <Page title="Cerca">
        <p>Scrivi cosa cerchi nella barra di ricerca.</p>
      </Page>
    );
  }
  return (
    <Page
      title={`Risultati per “${what}”`}
      contentView={{ contentType: 'page', contentId: 'search', contentName: what }}
    >
      <Facets base={{ ...search, page_size: PAGE_SIZE }} search scopeChips={scopeChips} />
      <InfiniteProducts
        key={params.toString()}
        params={{ ...search, ...facets, page_size: PAGE_SIZE }}
        firstPage={readPage(params)}
        label={`Risultati per ${what}`}
        empty={
          narrowsResults(facetState) || search.parent_category_id
            ? FILTERED_EMPTY
            : {
                title: `Nessun prodotto trovato per “${what}”`,
                description: 'Controlla come l’hai scritto o prova con un’altra parola.',
              }
        }
      />
    </Page>
  );
}

/** Loaders of this module's page. */
export const loaders: Record<string, LoaderFactory> = {
  SearchPage:
    ({ client, queryClient }) =>
    async ({ request }) => {
      const url = new URL(request.url);
      const search = readSearch(url.searchParams);
      if (canSearch(search)) {
        // A failed search shows on the page, with the query and a "Riprova" that asks again.
        await queryClient
          .ensureInfiniteQueryData(
            productQueries.infiniteList(
              client,
              {
                ...search,
                ...facetParams(readFacets(url.searchParams)),
                page_size: PAGE_SIZE,
              },
              readPage(url.searchParams),
            ),
          )
          .catch(() => undefined);
        // The scope's name in the page, on the server (the browser reads it when it opens).
        if (typeof document === 'undefined' && search.parent_category_id) {
          await setCategoryTrail(client, queryClient, search.parent_category_id).catch(
            () => undefined,
          );
        }
      }
      return null;
    },
};
