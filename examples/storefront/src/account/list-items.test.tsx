import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { ListItem } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { ListItems } from './list-items';

function aListItem(quantity: number, product: Partial<ListItem['product']>): ListItem {
  return {
    itemId: 4401,
    quantity,
    product: {
      productId: 100231,
      slug: 'prodotto-100231',
      mediaURL: '/media/100231.png',
      ...product,
    } as ListItem['product'],
  };
}

function renderItems(items: ListItem[]) {
  const onQuantityChange = vi.fn();
  const view = (current: ListItem[]) => (
    <ThemeProvider>
      <MemoryRouter>
        <ListItems
          items={current}
          busy={false}
          onQuantityChange={onQuantityChange}
          onRemove={vi.fn()}
          keepFocus={vi.fn()}
        />
      </MemoryRouter>
    </ThemeProvider>
  );
  const { rerender } = render(view(items));
  return { onQuantityChange, rerender: (next: ListItem[]) => rerender(view(next)) };
}

describe('ListItems', () => {
  describe('at the most a list line holds', () => {
    it('stops + at 999 pieces', async () => {
      const user = userEvent.setup();
      const item = aListItem(998, { name: 'Pomodori pelati' });
      const { onQuantityChange, rerender } = renderItems([item]);
      const stepper = screen.getByRole('group', { name: 'Quantità di Pomodori pelati' });
      await user.click(within(stepper).getByRole('button', { name: 'Aumenta quantità' }));
      expect(onQuantityChange).toHaveBeenCalledWith(item, 999);
      rerender([{ ...item, quantity: 999 }]);
      expect(stepper).toHaveTextContent('999');
      expect(within(stepper).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    });

    it('stops + of goods sold by weight at the weight of 999 pieces', async () => {
      const user = userEvent.setup();
      const item = aListItem(999, {
        name: 'Mele Golden',
        productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5' },
      });
      const { onQuantityChange } = renderItems([item]);
      const weight = screen.getByRole('group', { name: 'Peso di Mele Golden' });
      expect(weight).toHaveTextContent('499,5 kg');
      expect(within(weight).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      await user.click(within(weight).getByRole('button', { name: 'Diminuisci quantità' }));
      expect(onQuantityChange).toHaveBeenCalledWith(item, 998);
    });
  });
});
