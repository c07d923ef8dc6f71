import { describe, expect, it } from 'vitest';

import {
  estimatedPrice,
  formatWeight,
  isSoldByWeight,
  lineWeightKg,
  weightStepKg,
} from './weighed';

describe('goods sold by weight', () => {
  it('are the Sfuso products, stepping by 100 g', () => {
    const loose = { productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '1' } };
    expect(isSoldByWeight(loose)).toBe(true);
    expect(weightStepKg(loose)).toBe(0.1);
    expect(weightStepKg({ productInfos: { TIPOLOGIA: 'sfuso' } })).toBe(0.1);
  });

  it('weigh a cart line by its weight, else by its quantity of selling weights', () => {
    const product = { productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5' } };
    expect(lineWeightKg({ quantity: 1, weight: 0.3, product })).toBe(0.3);
    expect(lineWeightKg({ quantity: 3, product })).toBe(1.5);
    expect(
      lineWeightKg({ quantity: 3, product: { productInfos: { TIPOLOGIA: 'Pezzo' } } }),
    ).toBeNull();
  });

  it('do not include products sold by the piece', () => {
    expect(isSoldByWeight({ productInfos: { TIPOLOGIA: 'Pezzo' } })).toBe(false);
    expect(weightStepKg({ productInfos: { TIPOLOGIA: 'Pezzo', WEIGHT_SELLING: '1' } })).toBeNull();
    expect(weightStepKg(undefined)).toBeNull();
  });

  it.each([
    [0.1, '100 g'],
    [0.3, '300 g'],
    [0.30000000000000004, '300 g'],
    [1, '1 kg'],
    [1.25, '1,25 kg'],
  ])('reads %s kg as "%s"', (kg, text) => {
    expect(formatWeight(kg)).toBe(text);
  });

  it('estimate the price of a weight to the cent', () => {
    expect(estimatedPrice(2.39, 0.3)).toBe(0.72);
    expect(estimatedPrice(12.9, 0.25)).toBe(3.23);
  });
});
