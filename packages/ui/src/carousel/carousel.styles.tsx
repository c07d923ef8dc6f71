import { forwardRef } from 'react';
import { styled } from '../theme/styled-skin';
import { focusRing } from '../theme/focus-ring';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CarouselBase, type CarouselBaseProps } from './carousel';

const StyledCarousel = styled(CarouselBase)`
  position: relative;
  font-family: ${({ theme }) => theme.fonts.body};
  /* Swiper's layout (horizontal slides in a clipped track), in the skin's styles so that no
     stylesheet has to be imported: the headless CarouselBase documents carousel.css instead. */
  .swiper {
    position: relative;
    z-index: 1;
    display: block;
    overflow: hidden;
    margin-inline: auto;
    padding: 0;
    list-style: none;
  }
  .swiper-wrapper {
    position: relative;
    z-index: 1;
    display: flex;
    width: 100%;
    height: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transform: translate3d(0, 0, 0);
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-slide {
    position: relative;
    display: block;
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    transition-property: transform;
  }
  .carousel-slide {
    height: auto;
    box-sizing: border-box;
  }
  [data-carousel-navigation] {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[2]}px;
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
  .carousel-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &:disabled {
      opacity: 0.4;
      cursor: not-allowed;
    }
    ${focusRing}
  }
`;

/** Props of {@link Carousel}. */
export type CarouselProps = Omit<CarouselBaseProps, 'classNames' | 'previousIcon' | 'nextIcon'>;

/**
 * A themed carousel on Swiper.
 * @example
 * // docs/requirements/app-shell.md: one slide with gap 16, from 600 px three slides moved two at a time with gap 20
 * <Carousel label="Solitamente sostituito con:" spaceBetween={16}
 *   breakpoints={{ 600: { slidesPerView: 3, slidesPerGroup: 2, spaceBetween: 20 } }}>
 *   {products.map((p) => <ProductCard key={p.id} product={p} />)}
 * </Carousel>
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(props, ref) {
  return (
    <StyledCarousel
      ref={ref}
      classNames={{ slide: 'carousel-slide', button: 'carousel-button' }}
      previousIcon={<ChevronLeft size={20} aria-hidden="true" />}
      nextIcon={<ChevronRight size={20} aria-hidden="true" />}
      {...props}
    />
  );
});
