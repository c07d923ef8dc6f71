import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';

import { canSearch, fastSearchWords } from '@carrello/core';
import {
  productQueries,
  searchParams as toSearchParams,
  useFastSearch,
  useProducts,
} from '@carrello/hooks';
import { Button, EmptyState, ErrorState, Field } from '@carrello/ui';

import type { LoaderFactory } from '../app/route-context';
import { CatalogueGrid } from '../catalogue/catalogue-grid';
import { setCategoryTrail, useCategoryTrail } from '../catalogue/category-trail';
import { Facets, facetParams, readFacets } from '../catalogue/facets';
import { InfiniteProducts } from '../catalogue/infinite-products';
import { readPage } from '../catalogue/page-links';
import { Page } from '../shell/page';

const PAGE_SIZE = 24;
const FAST_SEARCH_PAGE_SIZE = 8;

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

function readWords(params: URLSearchParams): string[] {
  return fastSearchWords(params.getAll('q').flatMap((value) => value.split(/[,\n]/)));
}

/** `/search` (named Search): results of a text or barcode search, read page by page. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  // The scope's name, only for a search in a category.
  const scope = useCategoryTrail(search.parent_category_id ?? undefined);
  const facets = facetParams(readFacets(params));
  const brandFacet = useProducts(
    {
      ...search,
      ...facets,
      page_size: PAGE_SIZE,
    },
    readPage(params),
  ).data?.pages[0]?.facets?.find((facet) => facet.parameterName === 'parent_vendor_id');
  const drop = (key: string) => {
    const next = new URLSearchParams(params);
    next.delete(key);
    next.delete('page');
    setParams(next);
  };
  // A category or a brand chosen from a suggestion is the search's scope: shown, removable.
  const category = search.parent_category_id ? scope.data?.at(-1) : undefined;
  const vendor = search.parent_vendor_id
    ? brandFacet?.values.find((value) => Number(value.id) === search.parent_vendor_id)
    : undefined;
  const scopeChips = [
    ...(search.parent_category_id
      ? [
          {
            label: `Categoria: ${category?.name ?? 'scelta'}`,
            onRemove: () => drop('parent_category_id'),
          },
        ]
      : []),
    ...(search.parent_vendor_id
      ? [{ label: `Marca: ${vendor?.name ?? 'scelta'}`, onRemove: () => drop('parent_vendor_id') }]
      : []),
  ];
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
        empty={{
          title: `Nessun prodotto trovato per “${what}”`,
          description: 'Controlla come l’hai scritto o prova con un’altra parola.',
        }}
      />
    </Page>
  );
}

const WordGroup = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: capitalize;
  }
`;

const ListForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 500px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  textarea {
    min-height: 120px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

function WordResults({ word }: { word: string }) {
  const query = useProducts({ q: word, page_size: FAST_SEARCH_PAGE_SIZE });
  const products = query.data?.pages[0]?.products ?? [];
  const id = `fast-${word.replace(/\W+/g, '-')}`;
  return (
    <WordGroup aria-labelledby={id}>
      <h2 id={id}>{word}</h2>
      {query.isError && !query.data ? (
        <ErrorState
          headingLevel={3}
          title={`Prodotti per “${word}” non caricati`}
          message="Non è stato possibile caricare i prodotti."
          onRetry={() => void query.refetch()}
        />
      ) : query.isSuccess && products.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={`Nessun prodotto per “${word}”`}
          description="Prova con un’altra parola nella lista."
        />
      ) : (
        <CatalogueGrid
          products={query.data ? products : undefined}
          loading={query.isPending}
          skeletonCount={4}
          label={`Prodotti per ${word}`}
          headingLevel={3}
        />
      )}
    </WordGroup>
  );
}

/** `/fast-search` (named FastSearch): one result group per word of the shopping list. */
export function FastSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const words = readWords(params);
  const list = useFastSearch({ defaultWords: words });
  const [text, setText] = useState(words.join('\n'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = fastSearchWords(text.split('\n'));
    list.set(next);
    if (next.length === 0) return;
    const query = new URLSearchParams();
    next.forEach((word) => query.append('q', word));
    void navigate(`/fast-search?${query.toString()}`);
  };
  const typed = fastSearchWords(text.split('\n'));
  return (
    <Page title="Lista della spesa">
      <ListForm onSubmit={onSubmit}>
        <Field
          label="I prodotti da cercare"
          description="Una parola per riga, ad esempio latte, pane, uova."
        >
          <textarea value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
        <Button type="submit" disabled={typed.length === 0}>
          Cerca tutti
        </Button>
      </ListForm>
      {words.map((word) => (
        <WordResults key={word} word={word} />
      ))}
    </Page>
  );
}

/** Loaders of this module's pages. */
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
  FastSearchPage:
    ({ client, queryClient }) =>
    async ({ request }) => {
      const words = readWords(new URL(request.url).searchParams);
      await Promise.allSettled(
        words.map((word) =>
          queryClient.ensureInfiniteQueryData(
            productQueries.infiniteList(client, { q: word, page_size: FAST_SEARCH_PAGE_SIZE }),
          ),
        ),
      );
      return null;
    },
};
