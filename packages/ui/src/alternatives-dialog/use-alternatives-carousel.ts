import { carouselSettingsFor, CAROUSEL } from '@carrello/core';
import type { CarouselBreakpoints } from '../carousel/carousel';

/** Swiper options of the alternatives carousel, from the rule of @carrello/core. */
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
 * Settings of the "Solitamente sostituito con:" carousel (spec 2.3): 1 slide with a 20 px gap on
 * narrow screens, and from 600 px 3 slides in groups of 2 with a 16 px gap.
 */
export function alternativesCarouselSettings(): AlternativesCarouselSettings {
  const narrow = carouselSettingsFor(0);
  return {
    ...narrow,
    breakpoints: { [CAROUSEL.wideFrom]: carouselSettingsFor(CAROUSEL.wideFrom) },
  };
}
