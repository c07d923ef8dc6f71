import { describe, expect, it } from 'vitest';
import {
  BANNER_DISMISS_MS,
  BARCODE_FORMATS,
  CHUNK_ERROR_NAMES,
  DIALOG_WIDTHS,
  PAYMENT_TYPE,
  PERSON_TYPE,
  STREET_LOOKUP,
  SUGGESTION_MIN_CHARS,
  TOAST,
  breakpointFor,
  carouselSettingsFor,
  masonryColumnsFor,
} from './constants';

describe('constants', () => {
  it('keep the spec values', () => {
    expect(PAYMENT_TYPE).toEqual({ FAST_PAYMENT: 12, CARD_INTENT: 25 });
    expect(PERSON_TYPE).toEqual({ PRIVATE: 1, COMPANY: 2, SOLE_PROPRIETORSHIP: 3, PUBLIC_BODY: 4 });
    expect(BANNER_DISMISS_MS).toBe(86_400_000);
    expect(TOAST).toEqual({ position: 'bottom-center', durationMs: 3000, maxVisible: 2 });
    expect(DIALOG_WIDTHS).toEqual({
      cartDrawer: 680,
      fastSearch: 500,
      update: 500,
      alternatives: 720,
    });
    expect(CHUNK_ERROR_NAMES).toEqual({ js: 'ChunkLoadError', css: 'CSS_CHUNK_LOAD_FAILED' });
    expect(BARCODE_FORMATS).toHaveLength(8);
  });

  it('express "more than 3 characters" as a minimum of 4', () => {
    expect(SUGGESTION_MIN_CHARS).toBe(4);
    expect(STREET_LOOKUP).toEqual({ minChars: 4, debounceMs: 400 });
  });
});

describe('masonryColumnsFor', () => {
  it.each([
    [320, 1],
    [400, 1],
    [401, 2],
    [960, 2],
    [961, 3],
    [1264, 3],
    [1265, 4],
    [1744, 4],
    [2560, 4],
  ])('gives %i px %i columns', (width, columns) => {
    expect(masonryColumnsFor(width)).toBe(columns);
  });
});

describe('breakpointFor', () => {
  it.each([
    [0, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1263, 'md'],
    [1264, 'lg'],
    [1903, 'lg'],
    [1904, 'xl'],
  ] as const)('names %i px %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });
});

describe('carouselSettingsFor', () => {
  describe('when the screen is narrower than 600 px', () => {
    it('shows 1 slide with a 20 px gap', () => {
      expect(carouselSettingsFor(599)).toEqual({
        slidesPerView: 1,
        slidesPerGroup: 1,
        spaceBetween: 20,
      });
    });
  });

  describe('when the screen is 600 px or wider', () => {
    it('shows 3 slides moving 2 at a time with a 16 px gap', () => {
      expect(carouselSettingsFor(600)).toEqual({
        slidesPerView: 3,
        slidesPerGroup: 2,
        spaceBetween: 16,
      });
    });
  });
});
