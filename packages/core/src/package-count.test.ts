import { describe, expect, it } from 'vitest';
import { packageCountLabel } from './package-count';

describe('packageCountLabel', () => {
  describe('when the product is sold loose (Sfuso)', () => {
    it('answers none whatever the multiples: the weight says how much', () => {
      expect(
        packageCountLabel({
          quantity: 12,
          product: { productInfos: { TIPOLOGIA: 'Sfuso' }, logisticPackagingItems: 6 },
        }),
      ).toBeNull();
    });
  });

  describe('when the quantity fills whole pallets', () => {
    it('answers "n pallet" with n = quantity / pallet items', () => {
      expect(
        packageCountLabel({
          quantity: 240,
          product: { logisticPalletItems: 120, logisticPackagingItems: 6 },
        }),
      ).toBe('2 pallet');
    });

    it('reads pallet items given as text', () => {
      expect(packageCountLabel({ quantity: 120, product: { logisticPalletItems: '120' } })).toBe(
        '1 pallet',
      );
    });
  });

  describe('when the quantity fills whole packages but not pallets', () => {
    it('answers "(1 collo)" for one package', () => {
      expect(
        packageCountLabel({
          quantity: 6,
          product: { logisticPalletItems: 120, logisticPackagingItems: 6 },
        }),
      ).toBe('(1 collo)');
    });

    it('answers "(n colli)" for several packages', () => {
      expect(packageCountLabel({ quantity: 18, product: { logisticPackagingItems: 6 } })).toBe(
        '(3 colli)',
      );
    });
  });

  describe('when no multiple applies', () => {
    it.each([
      [{ quantity: 7, product: { logisticPalletItems: 120, logisticPackagingItems: 6 } }],
      [{ quantity: 3, product: {} }],
      [{ quantity: 6, product: { logisticPackagingItems: 0 } }],
      [{ quantity: 6, product: { logisticPackagingItems: 'abc' } }],
      [{ quantity: 0, product: { logisticPackagingItems: 6 } }],
      [{ quantity: 6, product: null }],
      [{ product: { logisticPackagingItems: 6 } }],
    ])('answers null for %j', (item) => {
      expect(packageCountLabel(item)).toBeNull();
    });
  });
});
