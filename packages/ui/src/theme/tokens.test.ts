import { describe, expect, it } from 'vitest';
import { masonryColumnsFor } from '../category-drawer/use-category-drawer';
import { createTheme, defaultTheme } from './tokens';

describe('defaultTheme', () => {
  it('sizes the drawers and dialogs as the requirements do', () => {
    expect(defaultTheme.sizes).toEqual({
      dialog: 500,
      drawer: 360,
      cartDrawer: 680,
      fastSearchDialog: 500,
      updateDialog: 500,
      alternativesDialog: 720,
    });
    expect(defaultTheme.layout.logoShrinkScroll).toBe(55);
    expect(defaultTheme.layout.toTopScroll).toBe(20);
  });
});

describe('createTheme', () => {
  it('keeps the default sizes a brand does not change', () => {
    const theme = createTheme({ sizes: { cartDrawer: 560 }, layout: { logoShrinkScroll: 80 } });
    expect(theme.sizes.cartDrawer).toBe(560);
    expect(theme.sizes.alternativesDialog).toBe(720);
    expect(theme.layout.logoShrinkScroll).toBe(80);
    expect(theme.layout.masonryColumns).toBe(defaultTheme.layout.masonryColumns);
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
  ])('gives %i px %i columns with the default tokens', (width, columns) => {
    expect(masonryColumnsFor(width, defaultTheme.layout.masonryColumns)).toBe(columns);
  });

  it("follows a brand's columns", () => {
    const columns = { default: 6, 1200: 5, 800: 2 };
    expect(masonryColumnsFor(700, columns)).toBe(2);
    expect(masonryColumnsFor(1000, columns)).toBe(5);
    expect(masonryColumnsFor(1600, columns)).toBe(6);
  });
});
