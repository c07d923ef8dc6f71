import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import type { ProductListParams } from '@carrello/hooks';
import { useProducts } from '@carrello/hooks';
import { Button } from '@carrello/ui';

import { ProductTiles, ProductTilesSkeleton } from './product-tiles';

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A product list read page by page: the next page loads when the end of the list comes into
 * view, or with the "Mostra altri prodotti" button (keyboard and screen-reader users).
 */
export function InfiniteProducts({
  params,
  label,
  empty,
}: {
  params: ProductListParams;
  label: string;
  empty: string;
}) {
  const query = useProducts(params);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
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
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <ProductTilesSkeleton />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  const products = query.data.pages.flatMap((page) => page.products);
  const total = query.data.pages[0]?.page?.totItems ?? products.length;
  if (products.length === 0) return <p>{empty}</p>;
  return (
    <>
      <p aria-live="polite">{total === 1 ? '1 prodotto' : `${total} prodotti`}</p>
      <ProductTiles products={products} label={label} />
      <More ref={sentinel}>
        {hasNextPage ? (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Mostra altri prodotti
          </Button>
        ) : (
          <span>Hai visto tutti i {products.length} prodotti.</span>
        )}
      </More>
    </>
  );
}
