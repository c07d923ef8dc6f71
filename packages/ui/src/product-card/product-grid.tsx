import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import type { Product } from '@carrello/sdk';
import { useCarrelloUi } from '../messages/messages-context';
import { media } from '../theme/media';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.down('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
`;

/** Props of {@link ProductGrid}. */
export interface ProductGridProps extends Pick<
  ProductCardProps,
  'onAddToCart' | 'onQuantityChange' | 'renderLink' | 'headingLevel' | 'renderActions'
> {
  /** The products; undefined while loading. */
  products: readonly Product[] | undefined;
  /** Whether the products are loading. */
  loading?: boolean;
  /**
   * How many placeholders show while loading.
   * @default 8
   */
  skeletonCount?: number;
  /** Cart quantities by product id. */
  quantities?: Readonly<Record<number, number | undefined>>;
  /** Products with a cart change on its way. */
  busyProductIds?: readonly number[];
  /** The list's accessible name; defaults to "Prodotti". */
  label?: string;
  /** What shows when there are no products; defaults to "Nessun prodotto trovato". */
  empty?: ReactNode;
  /**
   * How many of the first cards have priority images (see `ProductCard`'s `priority`): for a grid
   * in the first screen, the cards a phone shows before scrolling (e.g. 4); the rest load lazily.
   * @default 0
   */
  priorityCount?: number;
}

/**
 * A responsive grid of {@link ProductCard}s: two columns on phones, as many 200 px columns as fit
 * from 600 px; placeholders while loading and a text when empty.
 * @example
 * <ProductGrid products={data?.products} loading={isPending} quantities={cartQuantities}
 *   onAddToCart={add} onQuantityChange={update} />
 */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 8,
  quantities,
  busyProductIds,
  label,
  empty,
  priorityCount = 0,
  ...cardProps
}: ProductGridProps) {
  const { messages } = useCarrelloUi();
  const name = label ?? messages.product.list;
  if (loading || !products) {
    return (
      <Grid aria-label={name} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }
  if (products.length === 0) return <Empty role="status">{empty ?? messages.product.empty}</Empty>;
  return (
    <Grid aria-label={name}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            priority={index < priorityCount}
            quantity={quantities?.[product.productId] ?? 0}
            busy={busyProductIds?.includes(product.productId)}
            {...cardProps}
          />
        </li>
      ))}
    </Grid>
  );
}
