import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { productTile } from '../product-card/product-tile.styles';
import { useThemeTokens } from '../theme/use-theme-tokens';
import type { Product } from '@carrello/sdk';
import { Button } from '../button/button.styles';
import { Carousel } from '../carousel/carousel.styles';
import * as Dialog from '../dialog/parts';
import { Skeleton } from '../skeleton/skeleton.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { media } from '../theme/media';
import type { UseDialogOptions } from '../dialog/use-dialog';
import { htmlToText, productPrices } from '../product-card/product-price';
import { alternativesCarouselSettings } from './use-alternatives-carousel';

const ProductRow = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
  ${media.down('sm')} {
    grid-template-columns: 96px 1fr;
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  [data-part='brand'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  [data-part='description'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-part='price'] {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const CarouselHeading = styled.h3`
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[3]}px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Slide = styled.article`
  ${productTile}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-part='price'] {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link AlternativesDialog}. */
export interface AlternativesDialogProps extends Pick<
  UseDialogOptions,
  'open' | 'defaultOpen' | 'onOpenChange'
> {
  /** The product of the cart line. */
  product: Product;
  /** The replacement products (`products.alternatives`); undefined while they load. */
  alternatives?: readonly Product[];
  /** Whether the alternatives are loading. */
  loading?: boolean;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
}

/**
 * The product alternatives dialog (docs/requirements/app-shell.md): 720 px wide, image, name, description, short
 * description and price, and the "Solitamente sostituito con:" carousel of replacement products.
 * @example
 * <AlternativesDialog open={open} onOpenChange={setOpen} product={item.product}
 *   alternatives={data?.products} loading={isPending} />
 */
export function AlternativesDialog({
  open,
  defaultOpen,
  onOpenChange,
  product,
  alternatives,
  loading = false,
  trigger,
}: AlternativesDialogProps) {
  const { messages, formatPrice } = useCarrelloUi();
  const { sizes } = useThemeTokens();
  const prices = productPrices(product);
  const settings = alternativesCarouselSettings();
  const waiting = loading || alternatives === undefined;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content width={sizes.alternativesDialog}>
        <ProductRow>
          <Picture src={product.mediaURL} alt={product.name} width={160} height={160} />
          <Texts>
            <Dialog.Title>{product.name}</Dialog.Title>
            <p data-part="brand">{product.shortDescr}</p>
            <p data-part="description">{htmlToText(product.description)}</p>
            {prices.price !== null ? <p data-part="price">{formatPrice(prices.price)}</p> : null}
          </Texts>
        </ProductRow>
        <CarouselHeading>{messages.cart.usuallyReplacedWith}</CarouselHeading>
        {waiting ? (
          <div role="status" aria-label={messages.cart.alternativesLoading}>
            <Skeleton height={180} />
          </div>
        ) : alternatives.length === 0 ? (
          <Note>{messages.cart.noAlternatives}</Note>
        ) : (
          <Carousel
            label={messages.cart.usuallyReplacedWith}
            slidesPerView={settings.slidesPerView}
            slidesPerGroup={settings.slidesPerGroup}
            spaceBetween={settings.spaceBetween}
            breakpoints={settings.breakpoints}
          >
            {alternatives.map((alternative) => {
              const price = productPrices(alternative).price;
              return (
                <Slide key={alternative.productId}>
                  <img src={alternative.mediaURL} alt={alternative.name} width={120} height={120} />
                  <h4>{alternative.name}</h4>
                  <p>
                    {[alternative.shortDescr, htmlToText(alternative.description)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {price !== null ? <span data-part="price">{formatPrice(price)}</span> : null}
                </Slide>
              );
            })}
          </Carousel>
        )}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{messages.common.close}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
