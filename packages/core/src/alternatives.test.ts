import { describe, expect, it } from 'vitest';
import {
  acceptsAlternatives,
  hasProposedAlternatives,
  isEligibleForAlternatives,
  itemsEligibleForAlternatives,
} from './alternatives';

const plainItem = { editable: true, product: { productInfos: { PRODUCT_NATURE_ID: '1' } } };

describe('isEligibleForAlternatives', () => {
  it('accepts an editable, non-promo item of an ordinary nature with alternatives', () => {
    expect(isEligibleForAlternatives(plainItem, true)).toBe(true);
  });

  it('accepts an item whose nature and editable flag are missing', () => {
    expect(isEligibleForAlternatives({ product: {} }, true)).toBe(true);
  });

  describe('when the item has no proposed alternatives', () => {
    it('rejects it', () => {
      expect(isEligibleForAlternatives(plainItem, false)).toBe(false);
    });
  });

  describe('when the item is not editable', () => {
    it('rejects it', () => {
      expect(isEligibleForAlternatives({ ...plainItem, editable: false }, true)).toBe(false);
    });
  });

  describe('when the product is in promotion', () => {
    it('rejects it', () => {
      const item = { editable: true, product: { warehousePromo: { view: { body: '-20%' } } } };
      expect(isEligibleForAlternatives(item, true)).toBe(false);
    });
  });

  describe('when the nature is rewards, 8 or 10', () => {
    it.each([['rewards'], ['8'], ['10']])('rejects nature %s', (nature) => {
      const item = { editable: true, product: { productInfos: { PRODUCT_NATURE_ID: nature } } };
      expect(isEligibleForAlternatives(item, true)).toBe(false);
    });
  });
});

describe('itemsEligibleForAlternatives', () => {
  it('keeps the eligible items in order, asking the caller which have alternatives', () => {
    const items = [
      { cartItemId: 1, editable: true, product: {} },
      { cartItemId: 2, editable: false, product: {} },
      { cartItemId: 3, editable: true, product: { warehousePromo: {} } },
      { cartItemId: 4, editable: true, product: { productInfos: { PRODUCT_NATURE_ID: '10' } } },
      { cartItemId: 5, editable: true, product: {} },
      { cartItemId: 6, editable: true, product: {} },
    ];
    const withAlternatives = new Set([1, 2, 3, 4, 6]);
    const eligible = itemsEligibleForAlternatives(items, (item) =>
      withAlternatives.has(item.cartItemId),
    );
    expect(eligible.map((item) => item.cartItemId)).toEqual([1, 6]);
  });
});

describe('acceptsAlternatives', () => {
  it("answers true when accept_alternatives is 'true'", () => {
    expect(acceptsAlternatives({ cartItemInfo: { accept_alternatives: 'true' } })).toBe(true);
  });

  it.each([[{ cartItemInfo: { accept_alternatives: 'false' } }], [{ cartItemInfo: {} }], [{}]])(
    'answers false for %j',
    (item) => {
      expect(acceptsAlternatives(item)).toBe(false);
    },
  );
});

describe('hasProposedAlternatives', () => {
  it('answers true when the store flags alternatives or lists some', () => {
    expect(hasProposedAlternatives({ product: { hasAlternatives: true } })).toBe(true);
    expect(hasProposedAlternatives({ product: { proposedAlternatives: [41, 42] } })).toBe(true);
  });

  it.each([
    [{ product: { hasAlternatives: false, proposedAlternatives: [] } }],
    [{ product: { hasAlternatives: null, proposedAlternatives: null } }],
    [{ product: {} }],
    [{ product: null }],
    [{}],
  ])('answers false for %j', (item) => {
    expect(hasProposedAlternatives(item)).toBe(false);
  });
});
