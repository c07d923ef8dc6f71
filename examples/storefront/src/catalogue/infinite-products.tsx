import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

import type { ProductListParams } from '@carrello/hooks';
import { useProducts } from '@carrello/hooks';
import { Button, EmptyState, ErrorState } from '@carrello/ui';

import { ProductListJsonLd } from '../seo/catalogue-json-ld';
import { CatalogueGrid } from './catalogue-grid';
import { FIRST_SCREEN_CARDS } from './first-screen';
import { PageLinks } from './page-links';

const PAGE_SKELETONS = 8;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  /* Without JavaScript the button cannot load more: the page links below page on. */
  @media (scripting: none) {
    button {
      display: none;
    }
  }
`;

/** Props of {@link InfiniteProducts}. */
interface InfiniteProductsProps {
  /** The product list query (page size included). */
  params: ProductListParams;
  /** The accessible name of the product list. */
  label: string;
  /** What the empty state says when nothing matches: its title and a hint. */
  empty: { title: string; description?: ReactNode };
  /** The page the address asks for (`?page=N`): the list starts there. @default 1 */
  firstPage?: number;
}

/**
 * A product list read page by page: the next page loads when the end of the list comes into
 * view, or with the "Mostra altri prodotti" button (keyboard and screen-reader users); an empty
 * state when nothing matches and an error state with "Riprova" when a page does not load. Below
 * it, links to the list's pages (`?page=N`) for shoppers without JavaScript and crawlers.
 */
export function InfiniteProducts({ params, label, empty, firstPage = 1 }: InfiniteProductsProps) {
  const query = useProducts(params, firstPage);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    // After a failed page the shopper retries with the button: no automatic retry loop.
    if (!node || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) {
    return (
      <CatalogueGrid products={undefined} loading label={label} skeletonCount={PAGE_SKELETONS} />
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="Prodotti non caricati"
        message="Non è stato possibile caricare i prodotti. Controlla la connessione e riprova."
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const products = query.data.pages.flatMap((page) => page.products);
  const firstList = query.data.pages[0]?.page;
  const lastList = query.data.pages.at(-1)?.page;
  const total = firstList?.totItems ?? products.length;
  const pageSize = params.page_size ?? firstList?.itemsPerPage ?? products.length;
  if (products.length === 0 && firstPage === 1) {
    return <EmptyState title={empty.title} description={empty.description} />;
  }
  if (products.length === 0) {
    // An address past the list's last page (`?page=99`).
    return (
      <>
        <EmptyState
          title="Nessun prodotto in questa pagina"
          description="L’elenco ha meno pagine: torna alla prima."
        />
        <PageLinks current={firstPage} shownUntil={firstPage} total={firstList?.totPages ?? 1} />
      </>
    );
  }
  return (
    <>
      <Count aria-live="polite">{total === 1 ? '1 prodotto' : `${total} prodotti`}</Count>
      <CatalogueGrid products={products} label={label} priorityCount={FIRST_SCREEN_CARDS} />
      <ProductListJsonLd
        products={products}
        name={label}
        total={total}
        firstPosition={(firstPage - 1) * pageSize + 1}
      />
      <More ref={sentinel}>
        {isFetchNextPageError ? (
          <ErrorState
            title="Altri prodotti non caricati"
            message="Non è stato possibile caricare altri prodotti."
            onRetry={() => void fetchNextPage()}
            retrying={isFetchingNextPage}
          />
        ) : hasNextPage ? (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Mostra altri prodotti
          </Button>
        ) : firstPage > 1 ? (
          <span>Non ci sono altri prodotti.</span>
        ) : (
          <span>
            {products.length === 1
              ? 'Questo è l’unico prodotto.'
              : `Hai visto tutti i ${products.length} prodotti.`}
          </span>
        )}
      </More>
      <PageLinks
        current={firstPage}
        shownUntil={lastList?.selPage ?? firstPage}
        total={firstList?.totPages ?? 1}
      />
    </>
  );
}
