import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import type { Product } from '@carrello/sdk';
import { ProductGrid, type ProductLinkRenderer } from '@carrello/ui';

import { ListPickerButton, useListPicker } from '../account/add-to-list';
import { useCartActions } from './use-cart-actions';

/** The product name links to the storefront's own product route (docs/requirements/app-shell.md: `/product/:productSlug`). */
const productLink: ProductLinkRenderer = ({ product, children }) => (
  <Link to={`/product/${product.slug}`}>{children}</Link>
);

/** Props of {@link CatalogueGrid}. */
interface CatalogueGridProps {
  /** The products; undefined while loading. */
  products: readonly Product[] | undefined;
  /** The list's accessible name. */
  label: string;
  /** Whether the products are loading (placeholders show). */
  loading?: boolean;
  /**
   * How many placeholders show while loading.
   * @default 8
   */
  skeletonCount?: number;
  /**
   * The heading level of the product names.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** How many of the first cards load their images at once and first (a grid in the first screen). */
  priorityCount?: number;
}

/**
 * The kit's ProductGrid wired to the shopper's cart: "Aggiungi al carrello" (sign-in first for a
 * visitor), − and + for products already in the cart, "Aggiungi a una lista", router links to the
 * product pages.
 */
export function CatalogueGrid({
  products,
  label,
  loading = false,
  skeletonCount,
  headingLevel = 2,
  priorityCount,
}: CatalogueGridProps) {
  const cart = useCartActions();
  // "Aggiungi a una lista" on each card, one picker for the grid (sign-in first for a visitor).
  const lists = useListPicker();
  const listAction = useCallback(
    (product: Product) => <ListPickerButton product={product} onOpen={lists.open} compact />,
    [lists.open],
  );
  return (
    <>
      <ProductGrid
        products={products}
        loading={loading}
        skeletonCount={skeletonCount}
        label={label}
        headingLevel={headingLevel}
        priorityCount={priorityCount}
        quantities={cart.quantities}
        busyProductIds={cart.busyProductIds}
        onAddToCart={cart.add}
        onQuantityChange={cart.change}
        renderLink={productLink}
        renderActions={listAction}
      />
      {lists.element}
    </>
  );
}
