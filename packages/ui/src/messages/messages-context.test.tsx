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
  test("word a cart's count and the search labels as core's rules do", () => {
    expect(it.cart.count).toBe(itMessages.cartCount);
    expect(it.cart.count).toEqual({
      zero: 'Nessun prodotto',
      one: '1 prodotto',
      other: '{count} prodotti',
    });
    expect(it.search.searchInCategory).toBe(itMessages.searchLabels.searchInCategory);
  });

  test('elide with the typographic apostrophe (’)', () => {
    const textsOf = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(textsOf)
          : [];
    expect(textsOf(it).filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
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
