import { memo, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { productTile } from './product-tile.styles';
import { Check, ShoppingCart } from 'lucide-react';
import {
  estimatedPrice,
  formatWeight,
  hasQuantityControls,
  maxLineQuantity,
  weightStepKg,
} from '@carrello/core';
import { useCartControlFocus, type CartControlMode } from './use-cart-control-focus';
import type { Product } from '@carrello/sdk';
import { Badge } from '../badge/badge.styles';
import { Button } from '../button/button.styles';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.styles';
import { Skeleton } from '../skeleton/skeleton.styles';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useCarrelloUi } from '../messages/messages-context';
import { focusRing } from '../theme/focus-ring';
import { htmlToText, productPrices, promoText } from './product-price';
import { imageLoading } from '../utils/image-priority';

const Card = styled.article`
  position: relative;
  ${productTile}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  overflow-wrap: anywhere;
  > img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
  [data-part='name'] {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  [data-part='name'] a {
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  [data-part='name'] a:hover {
    text-decoration: underline;
  }
  [data-part='brand'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
  }
  [data-part='actions'] {
    position: absolute;
    top: ${({ theme }) => theme.space[2]}px;
    right: ${({ theme }) => theme.space[2]}px;
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-has-actions] [data-part='promo'] {
    max-width: calc(100% - ${({ theme }) => theme.space[4] + 48}px);
  }
  [data-part='format'] {
    display: -webkit-box;
    margin: 0;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Promo = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  max-width: calc(100% - ${({ theme }) => theme.space[4]}px);
  white-space: normal;
  height: auto;
  min-height: 20px;
  padding: 2px 8px;
  /* A long promotion wraps: a pill's round ends would clip its first and last letters. */
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Prices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]}px;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]}px;
  [data-part='price'] {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  [data-part='price'][data-promo] {
    color: ${({ theme }) => theme.colors.danger};
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  [data-part='unit-price'] {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/**
 * The narrowest action area that shows "Aggiungi al carrello" beside its icon, in em of the card's
 * text (232 px at 16 px: about 210 px fit it in the fallback sans-serif, the rest leaves room for
 * wider brand fonts), so a shopper's larger text switches to the short label sooner.
 */
const fullLabelEm = 14.5;

// The action area is a size container: the button's label follows the card's width, not the
// viewport's, so it stays on one line in a two-column phone grid and in narrow desktop columns.
const Action = styled.div`
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  [data-part='estimate'] {
    flex-basis: 100%;
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
  min-height: 40px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  button {
    min-width: 0;
  }
  /* A label that still does not fit (larger text) wraps: it is never cut. */
  [data-part='label'],
  [data-part='label-short'] {
    min-width: 0;
    overflow-wrap: break-word;
    text-align: center;
  }
  [data-part='label-short'] {
    display: none;
  }
  [data-part='in-cart'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]}px;
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding-inline: ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  @container (max-width: ${fullLabelEm - 0.001}em) {
    button {
      gap: ${({ theme }) => theme.space[1]}px;
      padding-inline: ${({ theme }) => theme.space[2]}px;
    }
    [data-part='label'][data-short] {
      display: none;
    }
    [data-part='label-short'] {
      display: inline;
    }
    button[data-unavailable] svg {
      display: none;
    }
  }
`;

/**
 * How the product name links to its page; defaults to a plain `<a href>` to `product.itemUrl`.
 * @example
 * const renderLink: ProductLinkRenderer = ({ product, children }) => (
 *   <Link to={`/product/${product.slug}`}>{children}</Link>
 * );
 */
export type ProductLinkRenderer = (props: {
  /** The product's own link, `product.itemUrl`. */
  href: string;
  /** The product name. */
  children: ReactNode;
  /** The product, to build a link of the app's own routes (e.g. from `slug`). */
  product: Product;
}) => ReactNode;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product. */
  product: Product;
  /**
   * The quantity in the cart (for goods sold by weight, the weight in kg); above 0 the card shows
   * − and + instead of "Aggiungi al carrello", or "Nel carrello" for products without quantity
   * controls (natures 8 and 10).
   */
  quantity?: number;
  /** Called by "Aggiungi al carrello". */
  onAddToCart?: (product: Product) => void;
  /**
   * Called with the new quantity by − and + (0 means remove); for goods sold by weight, with
   * the new weight in kg, in steps of 100 g. + stops at core's `maxLineQuantity(product)`: 999
   * pieces, or 100 kg.
   */
  onQuantityChange?: (product: Product, quantity: number) => void;
  /** Whether a cart change for this product is on its way. */
  busy?: boolean;
  /** Renders the link of the name (e.g. a router `Link`). */
  renderLink?: ProductLinkRenderer;
  /**
   * The heading level of the name.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Renders extra actions of the product (e.g. "Aggiungi a una lista" as an `IconButton`); they
   * sit in the top right corner of the image, in reading order after the cart control.
   */
  renderActions?: (product: Product) => ReactNode;
  /**
   * The card is in the first screen and its image may be the page's largest (LCP): the image
   * loads at once and ahead of the others instead of lazily.
   * @default false
   */
  priority?: boolean;
}

const defaultLink: ProductLinkRenderer = ({ href, children }) => <a href={href}>{children}</a>;

/**
 * A product tile: image with alt, name (linked), brand, format (`description` as plain text),
 * price with the standard price struck through, per-unit price, the promo badge of
 * `warehousePromo.view.body` as plain text, and "Aggiungi al carrello", replaced by − and + once
 * the product is in the cart (by "Nel carrello" for natures 8 and 10, which have no − and +).
 * @example
 * <ProductCard product={product} quantity={quantities[product.productId]}
 *   onAddToCart={(p) => addToCart.mutate({ product: p, quantity: 1 })}
 *   onQuantityChange={(p, quantity) => updateQuantity(p, quantity)} />
 *
 * The card is memoized: it renders again only when one of its props changes, so a grid whose
 * parent renders again (the session or the cart answering) does not render every card again.
 * Pass stable `onAddToCart`, `onQuantityChange`, `renderLink` and `renderActions` (module
 * functions or `useCallback`) to keep that.
 */
export const ProductCard = memo(function ProductCard({
  product,
  quantity = 0,
  onAddToCart,
  onQuantityChange,
  busy = false,
  renderLink = defaultLink,
  headingLevel = 3,
  renderActions,
  priority = false,
}: ProductCardProps) {
  const { messages, format, formatPrice } = useCarrelloUi();
  const prices = productPrices(product);
  const promo = product.warehousePromo
    ? promoText(product.warehousePromo.view?.body) || messages.product.promo
    : null;
  const available = product.available > 0 && prices.price !== null;
  const Heading = `h${headingLevel}` as const;
  const formatText = htmlToText(product.description);
  // docs/requirements/cart.md: items of nature 8 and 10 have no plus or minus controls.
  const controls = hasQuantityControls({ product });
  const mode: CartControlMode = quantity <= 0 ? 'add' : controls ? 'stepper' : 'in-cart';
  // Goods sold by weight: the price is per kg and − / + change the weight by one step.
  const step = weightStepKg(product);
  const actionFocus = useCartControlFocus(mode, busy);
  const actions = renderActions?.(product);
  const hasActions = actions !== undefined && actions !== null && actions !== false;
  return (
    <Card
      data-product-id={product.productId}
      data-in-cart={quantity > 0 ? '' : undefined}
      data-has-actions={hasActions ? '' : undefined}
    >
      <img
        src={product.mediaURL}
        alt={product.name}
        width={240}
        height={240}
        {...imageLoading(priority)}
      />
      {promo ? (
        <Promo variant="accent" data-part="promo">
          {promo}
        </Promo>
      ) : null}
      <p data-part="brand">{product.shortDescr}</p>
      <Heading data-part="name">
        {renderLink({ href: product.itemUrl, children: product.name, product })}
      </Heading>
      {formatText ? <p data-part="format">{formatText}</p> : null}
      {prices.price !== null ? (
        <Prices>
          <span data-part="price" data-promo={prices.standardPrice !== null ? '' : undefined}>
            <VisuallyHidden>{messages.product.price} </VisuallyHidden>
            {step !== null
              ? format(messages.cart.pricePerKg, { price: formatPrice(prices.price) })
              : formatPrice(prices.price)}
          </span>
          {prices.standardPrice !== null ? (
            <s>
              <VisuallyHidden>{messages.product.standardPrice} </VisuallyHidden>
              {formatPrice(prices.standardPrice)}
            </s>
          ) : null}
          {step === null && prices.unitPrice !== null && prices.unit ? (
            <span data-part="unit-price">
              {format(messages.product.perUnit, {
                price: formatPrice(prices.unitPrice),
                unit: prices.unit,
              })}
            </span>
          ) : null}
        </Prices>
      ) : null}
      <Action {...actionFocus}>
        {mode === 'in-cart' ? (
          <span data-part="in-cart">
            <Check size={18} aria-hidden="true" />
            {messages.product.inCart}
          </span>
        ) : mode === 'stepper' ? (
          <>
            <QuantityStepper
              aria-label={format(
                step !== null ? messages.product.weightOf : messages.cart.quantityOf,
                { name: product.name },
              )}
              value={quantity}
              min={0}
              // docs/requirements/cart.md: a line holds at most 999 pieces, or 100 kg if weighed.
              max={maxLineQuantity(product)}
              disabled={busy}
              {...(step !== null ? { step, formatValue: formatWeight } : {})}
              onValueChange={(next) => onQuantityChange?.(product, next)}
            />
            {step !== null && prices.price !== null ? (
              <span data-part="estimate">
                {format(messages.product.estimate, {
                  price: formatPrice(estimatedPrice(prices.price, quantity)),
                })}
              </span>
            ) : null}
          </>
        ) : (
          <Button
            fullWidth
            disabled={!available}
            data-unavailable={available ? undefined : ''}
            loading={busy}
            aria-label={
              available
                ? `${messages.product.addToCart}: ${product.name}`
                : `${messages.product.unavailable}: ${product.name}`
            }
            onClick={() => onAddToCart?.(product)}
          >
            <ShoppingCart size={18} aria-hidden="true" />
            {available ? (
              <>
                <span data-part="label" data-short="">
                  {messages.product.addToCart}
                </span>
                <span data-part="label-short">{messages.product.addToCartShort}</span>
              </>
            ) : (
              <span data-part="label">{messages.product.unavailable}</span>
            )}
          </Button>
        )}
      </Action>
      {hasActions ? <div data-part="actions">{actions}</div> : null}
    </Card>
  );
});

/** A grey placeholder with the shape of a {@link ProductCard}. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" data-part="skeleton">
      <Skeleton height={160} />
      <Skeleton width="40%" />
      <Skeleton width="90%" height="1.25em" />
      <Skeleton width="30%" />
      <Skeleton width="50%" height="1.5em" />
      <Skeleton height={40} />
    </Card>
  );
}
