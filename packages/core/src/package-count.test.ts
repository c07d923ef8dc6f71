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

  it.each([
    {
      // n pallets, n = quantity / pallet items.
      when: 'fills whole pallets',
      item: { quantity: 240, product: { logisticPalletItems: 120, logisticPackagingItems: 6 } },
      label: '2 pallet',
    },
    {
      when: 'fills a pallet whose size is text',
      item: { quantity: 120, product: { logisticPalletItems: '120' } },
      label: '1 pallet',
    },
    {
      when: 'fills one package, not a pallet',
      item: { quantity: 6, product: { logisticPalletItems: 120, logisticPackagingItems: 6 } },
      label: '(1 collo)',
    },
    {
      when: 'fills several packages',
      item: { quantity: 18, product: { logisticPackagingItems: 6 } },
      label: '(3 colli)',
    },
  ])('answers $label when the quantity $when', ({ item, label }) => {
    expect(packageCountLabel(item)).toBe(label);
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
