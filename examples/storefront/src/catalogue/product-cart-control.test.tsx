import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Product } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { ProductCartControl } from './product-cart-control';

// The cart as the page sees it: the quantity of each product in the cart (kg for goods sold by
// weight), and the change the stepper asks for.
const cart = vi.hoisted(() => ({ quantities: {} as Record<number, number>, change: vi.fn() }));

vi.mock('./use-cart-actions', () => ({
  useCartActions: () => ({
    lines: new Map(),
    quantities: cart.quantities,
    busyProductIds: [],
    add: vi.fn(),
    change: cart.change,
  }),
}));

function aProduct(overrides: Partial<Product>): Product {
  return {
    productId: 100231,
    name: 'Pomodori pelati',
    available: 10,
    price: 1.29,
    priceDisplay: 1.29,
    ...overrides,
  } as Product;
}

function renderControl(product: Product, inCart: number) {
  cart.quantities = { [product.productId]: inCart };
  cart.change.mockClear();
  render(
    <ThemeProvider>
      <ProductCartControl product={product} />
    </ThemeProvider>,
  );
}

describe('ProductCartControl', () => {
  describe('at the most a cart line holds', () => {
    it('has + disabled at 999 pieces, and − still offered', async () => {
      const user = userEvent.setup();
      const product = aProduct({});
      renderControl(product, 999);
      const stepper = screen.getByRole('group', { name: 'Quantità di Pomodori pelati' });
      expect(within(stepper).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      await user.click(within(stepper).getByRole('button', { name: 'Diminuisci quantità' }));
      expect(cart.change).toHaveBeenCalledWith(product, 998);
    });

    it('has + disabled at 100 kg of goods sold by weight', () => {
      renderControl(aProduct({ name: 'Mele Golden', productInfos: { TIPOLOGIA: 'Sfuso' } }), 100);
      const weight = screen.getByRole('group', { name: 'Peso di Mele Golden' });
      expect(weight).toHaveTextContent('100 kg');
      expect(within(weight).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    });
  });
});
