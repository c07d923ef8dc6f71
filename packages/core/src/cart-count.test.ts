import { describe, expect, it } from 'vitest';
import { cartCountText, hasCart } from './cart-count';

describe('cartCountText', () => {
  it.each([
    [0, 'Nessun prodotto'],
    [1, '1 prodotto'],
    [2, '2 prodotti'],
    [3, '3 prodotti'],
    [120, '120 prodotti'],
    [-1, 'Nessun prodotto'],
    [Number.NaN, 'Nessun prodotto'],
  ])('reads %d as "%s"', (count, text) => {
    expect(cartCountText(count)).toBe(text);
  });
});

describe('hasCart', () => {
  it('answers true when cartId is above 0', () => {
    expect(hasCart({ cartId: 42 })).toBe(true);
  });

  it.each([[{ cartId: 0 }], [{ cartId: -1 }], [{}], [null], [undefined]])(
    'answers false for %j',
    (cart) => {
      expect(hasCart(cart)).toBe(false);
    },
  );
});
