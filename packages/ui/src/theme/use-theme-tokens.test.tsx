import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCart } from '../cart-item-list/cart-fixtures';
import { CartDrawer } from '../cart-drawer/cart-drawer';
import * as Dialog from '../dialog/parts';
import { ThemeProvider } from './theme-provider';
import { createTheme } from './tokens';

const narrow = createTheme({ sizes: { cartDrawer: 560, dialog: 420 } });

describe("a brand's sizes", () => {
  it('set the cart drawer to the width the brand chose', async () => {
    render(
      <ThemeProvider theme={narrow}>
        <CartDrawer defaultOpen cart={aCart()} />
      </ThemeProvider>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(drawer).toHaveAttribute('data-width', '560');
  });

  it('set the width of a dialog that has none of its own, and a width given wins', async () => {
    render(
      <ThemeProvider theme={narrow}>
        <Dialog.Root defaultOpen>
          <Dialog.Content>
            <Dialog.Title>Fascia oraria</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
        <Dialog.Root defaultOpen>
          <Dialog.Content width={720}>
            <Dialog.Title>Alternative</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Fascia oraria' })).toHaveAttribute(
      'data-width',
      '420',
    );
    expect(screen.getByRole('dialog', { name: 'Alternative', hidden: true })).toHaveAttribute(
      'data-width',
      '720',
    );
  });

  it('are the default ones without a provider', async () => {
    render(<CartDrawer defaultOpen cart={aCart()} />);
    expect(await screen.findByRole('dialog', { name: 'Carrello' })).toHaveAttribute(
      'data-width',
      '680',
    );
  });
});
