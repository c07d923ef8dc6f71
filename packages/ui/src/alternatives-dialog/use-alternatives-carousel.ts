import type { CarouselBreakpoints } from '../carousel/carousel';

/** The width in px from which the carousel shows 3 slides moved 2 at a time. */
const WIDE_FROM = 600;

/** Swiper options of the alternatives carousel. */
export interface AlternativesCarouselSettings {
  /** Slides visible below 600 px. */
  slidesPerView: number;
  /** Slides moved by one step below 600 px. */
  slidesPerGroup: number;
  /** Gap below 600 px. */
  spaceBetween: number;
  /** From 600 px: 3 slides moved 2 at a time. */
  breakpoints: CarouselBreakpoints;
}

/**
 * Settings of the "Solitamente sostituito con:" carousel (docs/requirements/app-shell.md): 1 slide with a 20 px gap on
 * narrow screens, and from 600 px 3 slides in groups of 2 with a 16 px gap.
 */
export function alternativesCarouselSettings(): AlternativesCarouselSettings {
  return {
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 20,
    breakpoints: { [WIDE_FROM]: { slidesPerView: 3, slidesPerGroup: 2, spaceBetween: 16 } },
  };
}
