import { render, screen } from '@testing-library/react';
import { describe, expect, it as test } from 'vitest';
import { itMessages } from '@carrello/core';
import { SearchBox } from '../search-box/search-box.styles';
import { ThemeProvider } from '../theme/theme-provider';
import { it } from './it';
import { CarrelloUiProvider, useCarrelloUi } from './messages-context';

function CartTitle() {
  const { messages, plural } = useCarrelloUi();
  return (
    <p>
      {messages.cart.title}: {plural(messages.cart.count, 3)}
    </p>
  );
}

describe('the Italian messages', () => {
  test('are the areas of the one catalogue of @carrello/core', () => {
    expect(it.search).toBe(itMessages.search);
    expect(it.cart.count).toEqual({
      zero: 'Nessun prodotto',
      one: '1 prodotto',
      other: '{count} prodotti',
    });
  });

  describe('without a provider', () => {
    test('a widget shows the Italian texts of its area', () => {
      render(<SearchBox />);
      expect(screen.getByRole('combobox', { name: 'Cerca prodotti' })).toHaveAttribute(
        'placeholder',
        'Cerca tra migliaia di prodotti',
      );
    });

    test('useCarrelloUi answers every area in Italian', () => {
      render(<CartTitle />);
      expect(screen.getByText('Carrello: 3 prodotti')).toBeInTheDocument();
    });
  });

  describe("with a brand's overrides", () => {
    test('a widget shows the override and keeps the Italian texts it does not override', () => {
      render(
        <ThemeProvider messages={{ search: { label: 'Cerca nel negozio' } }}>
          <SearchBox />
        </ThemeProvider>,
      );
      expect(screen.getByRole('combobox', { name: 'Cerca nel negozio' })).toHaveAttribute(
        'placeholder',
        'Cerca tra migliaia di prodotti',
      );
    });

    test('useCarrelloUi answers the merged messages in the provider locale', () => {
      render(
        <CarrelloUiProvider messages={{ cart: { title: 'Spesa' } }} locale="en-GB">
          <CartTitle />
        </CarrelloUiProvider>,
      );
      expect(screen.getByText('Spesa: 3 prodotti')).toBeInTheDocument();
    });
  });
});
