import { describe, expect, it } from 'vitest';
import {
  canEditCartItem,
  hasQuantityControls,
  isFreeGift,
  isSubscriptionItem,
  maxLineQuantity,
  productNatureOf,
} from './cart-item-rules';

describe('canEditCartItem', () => {
  it('answers false when editable is false', () => {
    expect(canEditCartItem({ editable: false })).toBe(false);
  });

  it('answers true when editable is true or absent', () => {
    expect(canEditCartItem({ editable: true })).toBe(true);
    expect(canEditCartItem({})).toBe(true);
  });
});

describe('hasQuantityControls', () => {
  it.each([['8'], ['10'], [8], [10]])('answers false for nature %j', (nature) => {
    expect(hasQuantityControls({ product: { productInfos: { PRODUCT_NATURE_ID: nature } } })).toBe(
      false,
    );
  });

  it.each([['1'], ['rewards'], [undefined]])('answers true for nature %j', (nature) => {
    expect(hasQuantityControls({ product: { productInfos: { PRODUCT_NATURE_ID: nature } } })).toBe(
      true,
    );
  });
});

describe('maxLineQuantity', () => {
  it('answers 999 pieces for products sold by the piece', () => {
    expect(maxLineQuantity({ productInfos: { TIPOLOGIA: 'Pezzo' } })).toBe(999);
    expect(maxLineQuantity({})).toBe(999);
    expect(maxLineQuantity(undefined)).toBe(999);
  });

  it('answers 100 (kg) for goods sold by weight, whose stepper counts kg', () => {
    expect(maxLineQuantity({ productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5' } })).toBe(
      100,
    );
  });
});

describe('isFreeGift', () => {
  it('answers true for insertion type 2', () => {
    expect(isFreeGift({ cartItemInsertionTypeId: 2 })).toBe(true);
  });

  it('answers false otherwise', () => {
    expect(isFreeGift({ cartItemInsertionTypeId: 1 })).toBe(false);
    expect(isFreeGift({})).toBe(false);
  });
});

describe('isSubscriptionItem', () => {
  it('answers true for nature 10', () => {
    expect(isSubscriptionItem({ product: { productInfos: { PRODUCT_NATURE_ID: '10' } } })).toBe(
      true,
    );
  });

  it('answers false for other natures', () => {
    expect(isSubscriptionItem({ product: { productInfos: { PRODUCT_NATURE_ID: '8' } } })).toBe(
      false,
    );
    expect(isSubscriptionItem({ product: null })).toBe(false);
  });
});

describe('productNatureOf', () => {
  it('prefers productInfos.PRODUCT_NATURE_ID and falls back to productNatureId', () => {
    expect(
      productNatureOf({
        product: { productNatureId: 1, productInfos: { PRODUCT_NATURE_ID: '10' } },
      }),
    ).toBe('10');
    expect(productNatureOf({ product: { productNatureId: 8 } })).toBe('8');
    expect(productNatureOf({})).toBeUndefined();
  });
});
