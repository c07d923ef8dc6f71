import { styled } from 'styled-components';

import { weightStepKg } from '@carrello/core';
import type { Product } from '@carrello/sdk';
import { Badge, VisuallyHidden, media, useCarrelloUi } from '@carrello/ui';
import { productPrices, promoText } from '@carrello/ui/headless';

import { AddToListButton } from '../account/add-to-list';
import { SafeHtml } from '../shell/safe-html';
import { ProductCartControl } from './product-cart-control';

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
  .price[data-promo] {
    color: ${({ theme }) => theme.colors.danger};
  }
  .price s {
    margin-left: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  .unit,
  .until {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .saving {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .buy {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    max-width: 320px;
    margin: ${({ theme }) => theme.space[4]}px 0;
  }
`;

/**
 * A product's picture, price, cart control, list button and description. A product on promotion
 * shows it as its card does: the promotion's own text (`warehousePromo.view.body`, "Offerta"
 * without one), the price to pay beside the full price struck through, and what the shopper
 * saves, from those two prices (the sign of `warehousePromo.discount` differs between platforms),
 * and the last day of the promotion when the platform gives it.
 */
export function ProductDetail({ product }: { product: Product }) {
  const { formatPrice, formatDate } = useCarrelloUi();
  const prices = productPrices(product);
  // Goods sold by weight: the prices are per kg.
  const perKg = weightStepKg(product) !== null;
  const withUnit = (price: number) => (perKg ? `${formatPrice(price)}/kg` : formatPrice(price));
  const promo = product.warehousePromo
    ? promoText(product.warehousePromo.view?.body) || 'Offerta'
    : null;
  return (
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
        {promo ? <Badge variant="accent">{promo}</Badge> : null}
        {product.shortDescr && product.shortDescr !== product.vendor?.name ? (
          <p>{product.shortDescr}</p>
        ) : null}
        {prices.price !== null ? (
          <p className="price" data-promo={prices.standardPrice !== null ? '' : undefined}>
            {withUnit(prices.price)}
            {prices.standardPrice !== null ? (
              <s>
                <VisuallyHidden>Prezzo pieno </VisuallyHidden>
                {formatPrice(prices.standardPrice)}
              </s>
            ) : null}
          </p>
        ) : null}
        {prices.price !== null && prices.standardPrice !== null ? (
          <p className="saving">
            Risparmi {withUnit(Math.round((prices.standardPrice - prices.price) * 100) / 100)}
          </p>
        ) : null}
        {promo && product.warehousePromo?.expireDate ? (
          <p className="until">
            Offerta valida fino al{' '}
            {formatDate(product.warehousePromo.expireDate, { day: 'numeric', month: 'long' })}
          </p>
        ) : null}
        {!perKg && prices.unitPrice !== null && prices.unit ? (
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
  );
}
