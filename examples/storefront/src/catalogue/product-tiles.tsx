import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { hasQuantityControls } from '@carrello/core';
import type { Product } from '@carrello/sdk';
import { Badge, Button, QuantityStepper, Skeleton, media, useCarrelloUi } from '@carrello/ui';

import { useCartAction } from './use-add-to-cart-action';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .price {
    margin-top: auto;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .was {
    margin-left: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

/** The add-to-cart control of a product: a button, then a quantity stepper once in the cart. */
export function ProductCartControl({
  product,
  size = 'md',
}: {
  product: Product;
  size?: 'md' | 'lg';
}) {
  const action = useCartAction(product);
  if (product.available <= 0)
    return (
      <Button disabled fullWidth>
        Non disponibile
      </Button>
    );
  if (action.line && hasQuantityControls(action.line)) {
    return (
      <QuantityStepper
        value={action.line.quantity}
        min={0}
        onValueChange={action.change}
        aria-label={`Quantità di ${product.name} nel carrello`}
        size={size === 'lg' ? 44 : 36}
      />
    );
  }
  return (
    <Button
      fullWidth
      size={size}
      loading={action.isPending}
      onClick={() => action.add(1)}
      aria-label={`Aggiungi ${product.name} al carrello`}
    >
      <ShoppingCart aria-hidden="true" size={18} /> Aggiungi
    </Button>
  );
}

/** One product of a list: image, name, price and the cart control. */
export function ProductTile({
  product,
  headingLevel = 2,
}: {
  product: Product;
  headingLevel?: 2 | 3;
}) {
  const { formatPrice } = useCarrelloUi();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = product.priceDisplay ?? product.price;
  const was = product.priceStandardDisplay;
  return (
    <Tile>
      <img src={product.mediaURL} alt="" width={160} height={160} loading="lazy" />
      {product.warehousePromo ? (
        <div>
          <Badge variant="accent">Offerta</Badge>
        </div>
      ) : null}
      <Heading>
        <Link to={`/product/${product.slug}`}>{product.name}</Link>
      </Heading>
      <p>{product.shortDescr}</p>
      {price !== undefined && price !== null ? (
        <div className="price">
          {formatPrice(price)}
          {was && was !== price ? <span className="was">{formatPrice(was)}</span> : null}
        </div>
      ) : null}
      <ProductCartControl product={product} />
    </Tile>
  );
}

/**
 * A grid of products with their cart controls (the storefront's wiring until the ui
 * ProductGrid is available).
 */
export function ProductTiles({
  products,
  label,
  headingLevel,
}: {
  products: readonly Product[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <ProductTile key={product.productId} product={product} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}

/** Placeholder tiles while products load. */
export function ProductTilesSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton height={260} />
        </li>
      ))}
    </Grid>
  );
}
