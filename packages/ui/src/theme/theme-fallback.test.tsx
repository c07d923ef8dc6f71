import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, CartSummary, Dialog, ProductCard, ThemeProvider, bottegaTheme } from '../index';
import { aCart } from '../cart-item-list/cart-fixtures';
import { aProduct } from '../product-card/product-fixtures';
import { defaultTheme } from './tokens';

// Widgets rendered without a ThemeProvider fall back to the default theme instead of throwing.
describe('styled skin without a ThemeProvider', () => {
  it('renders a Button with the default brand colours', () => {
    render(<Button>Aggiungi</Button>);
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    expect(getComputedStyle(button).backgroundColor).toBe(defaultTheme.colors.primary);
    expect(button).not.toHaveAttribute('theme');
  });

  it('opens a Dialog from its trigger and closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Concludi ordine</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Confermi l’ordine?</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Concludi ordine' }));
    expect(screen.getByRole('dialog', { name: 'Confermi l’ordine?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders a CartSummary and reports its checkout', async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn();
    render(<CartSummary cart={aCart()} onCheckout={onCheckout} />);
    expect(screen.getByRole('region', { name: 'Riepilogo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Concludi ordine' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('renders a ProductCard', () => {
    const product = aProduct();
    render(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { name: product.name })).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }),
    ).toBeEnabled();
  });

  it('still follows the theme of a ThemeProvider when there is one', () => {
    render(
      <ThemeProvider theme={bottegaTheme}>
        <Button>Aggiungi</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    expect(getComputedStyle(button).backgroundColor).toBe(bottegaTheme.colors.primary);
    expect(button).not.toHaveAttribute('theme');
  });

  it('is used by every styled file of the package', () => {
    const src = join(import.meta.dirname, '..');
    const offenders = sourceFiles(src)
      .filter((file) => !file.endsWith(join('theme', 'styled-skin.ts')))
      .filter((file) => /import styled\b[^;]*from 'styled-components'/.test(read(file)))
      .map((file) => relative(src, file));
    expect(offenders).toEqual([]);
  });
});

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}
