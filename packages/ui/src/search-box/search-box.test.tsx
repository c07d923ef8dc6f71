import { render, screen, within } from '../testing/render';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@carrello/sdk';
import * as HeadlessSearchBox from './headless-parts';
import { SearchBox, type SearchBoxProps } from './search-box.styles';
import { SearchBoxScanButton } from './search-box-scan-button';
import type { SearchBoxSuggestions } from './use-search-box';
import { useDelayedAnswer } from '../testing/delayed-answer';
import { withKeysUnwrapped } from '../testing/keys-unwrapped';

const suggestions = {
  terms: [{ type: 'term', name: 'latte intero', id: null, count: 12 }] satisfies Suggestion[],
  categories: [
    {
      type: 'category',
      name: 'Latticini',
      id: 310,
      count: 40,
      imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    },
    { type: 'category', name: 'Colazione', id: 311, count: 8 },
  ] satisfies Suggestion[],
  brands: [{ type: 'vendor', name: 'Granarolo', id: 55, count: 9 }] satisfies Suggestion[],
};

function renderBox(props: Partial<SearchBoxProps> = {}) {
  const onSearch = vi.fn();
  const onFastSearch = vi.fn();
  const onRemoveRecentSearch = vi.fn();
  function Harness() {
    const [text, setText] = useState('');
    return (
      <SearchBox
        value={text}
        onValueChange={setText}
        onSearch={onSearch}
        onFastSearch={onFastSearch}
        onRemoveRecentSearch={onRemoveRecentSearch}
        {...props}
      />
    );
  }
  const { user } = render(<Harness />);
  return { onSearch, onFastSearch, onRemoveRecentSearch, user };
}

describe('SearchBox', () => {
  it('is a combobox inside a search landmark, closed at first', () => {
    renderBox();
    expect(screen.getByRole('search', { name: 'Cerca prodotti' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Cerca tra migliaia di prodotti');
  });

  describe('when the shopper types "latte" and suggestions arrive', () => {
    it('lists "Lista della spesa" first, then Suggerimenti, Categorie and Marche', async () => {
      const { user } = renderBox({ suggestions });
      await user.type(screen.getByRole('combobox'), 'latte');
      const listbox = screen.getByRole('listbox');
      const options = within(listbox).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Lista della spesa',
        'latte intero12',
        'Cerca latte in Latticini',
        'Cerca latte in Colazione',
        'Cerca latte con marca Granarolo',
      ]);
      expect(within(listbox).getByRole('group', { name: 'Suggerimenti' })).toBeInTheDocument();
      const categories = within(listbox).getByRole('group', { name: 'Categorie' });
      expect(within(listbox).getByRole('group', { name: 'Marche' })).toBeInTheDocument();
      // docs/requirements/app-shell.md: an image per category, a grey placeholder when it has none.
      const [withImage, withoutImage] = within(categories).getAllByRole('option');
      expect(withImage!.querySelector('img')).toHaveAttribute('src');
      expect(withoutImage!.querySelector('[data-part="image-placeholder"]')).not.toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('4 suggerimenti');
    });

    it('searches in a category chosen with the arrows and Enter', async () => {
      const { user, onSearch } = renderBox({ suggestions });
      const input = screen.getByRole('combobox');
      await user.type(input, 'latte');
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      const highlighted = screen.getByRole('option', { name: 'Cerca latte in Latticini' });
      expect(input).toHaveAttribute('aria-activedescendant', highlighted.id);
      expect(highlighted).toHaveAttribute('data-highlighted');
      await user.keyboard('{Enter}');
      expect(onSearch).toHaveBeenCalledWith({ q: 'latte', categoryId: 310, reason: 'category' });
      expect(input).toHaveValue('latte');
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('searches with a brand chosen with the mouse', async () => {
      const { user, onSearch } = renderBox({ suggestions });
      await user.type(screen.getByRole('combobox'), 'latte');
      await user.click(screen.getByRole('option', { name: 'Cerca latte con marca Granarolo' }));
      expect(onSearch).toHaveBeenCalledWith({ q: 'latte', vendorId: 55, reason: 'brand' });
    });

    it('puts a chosen term in the box and searches it', async () => {
      const { user, onSearch } = renderBox({ suggestions });
      const input = screen.getByRole('combobox');
      await user.type(input, 'latte');
      await user.click(screen.getByRole('option', { name: /latte intero/ }));
      expect(onSearch).toHaveBeenCalledWith({ q: 'latte intero', reason: 'term' });
      expect(input).toHaveValue('latte intero');
    });
  });

  describe('when the shopper types fast while suggestions arrive', () => {
    const termsFor = (text: string): SearchBoxSuggestions => ({
      terms: [{ type: 'term', name: `${text} intero`, id: null, count: 3 }],
    });

    it('keeps every character and shows the suggestions for the whole text', async () => {
      // Suggestions come back a moment after each text, as from the network.
      function Harness() {
        const [text, setText] = useState('');
        const answer = useDelayedAnswer(text, termsFor);
        return <SearchBox value={text} onValueChange={setText} suggestions={answer} />;
      }
      const { user } = render(<Harness />, { user: { delay: null } });
      await withKeysUnwrapped(async () => {
        const input = screen.getByRole('combobox', { name: 'Cerca prodotti' });
        await user.type(input, 'latte fresco');
        expect(input).toHaveValue('latte fresco');
        expect(
          await screen.findByRole('option', { name: /^latte fresco intero/ }),
        ).toBeInTheDocument();
        expect(input).toHaveValue('latte fresco');
      });
    });
  });

  it('opens the fast search from the fixed first entry', async () => {
    const { user, onFastSearch, onSearch } = renderBox();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Lista della spesa');
    await user.click(screen.getByRole('option', { name: 'Lista della spesa' }));
    expect(onFastSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the text with Enter or the button, and never without text', async () => {
    const { user, onSearch } = renderBox();
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' passata {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'passata', reason: 'submit' });
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const { user } = renderBox({ suggestions });
    const input = screen.getByRole('combobox');
    await user.type(input, 'latte');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('latte');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  describe('recent searches ("Ricerche")', () => {
    it('searches one, deletes one and copies one into the box', async () => {
      const { user, onSearch, onRemoveRecentSearch } = renderBox({
        recentSearches: ['mozzarella di bufala', 'pane'],
      });
      const input = screen.getByRole('combobox');
      await user.click(input);
      const group = screen.getByRole('group', { name: 'Ricerche' });
      expect(
        within(group)
          .getAllByRole('option')
          .map((option) => option.getAttribute('aria-label') ?? option.textContent),
      ).toEqual([
        'mozzarella di bufala',
        'Copia mozzarella di bufala nella ricerca',
        'Elimina ricerca mozzarella di bufala',
        'pane',
        'Copia pane nella ricerca',
        'Elimina ricerca pane',
      ]);
      await user.click(
        within(group).getByRole('option', { name: 'Elimina ricerca mozzarella di bufala' }),
      );
      expect(onRemoveRecentSearch).toHaveBeenCalledWith('mozzarella di bufala');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      await user.click(within(group).getByRole('option', { name: 'Copia pane nella ricerca' }));
      expect(input).toHaveValue('pane');
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(onSearch).not.toHaveBeenCalled();
      await user.clear(input);
      await user.click(screen.getByRole('option', { name: 'mozzarella di bufala' }));
      expect(onSearch).toHaveBeenCalledWith({ q: 'mozzarella di bufala', reason: 'recent' });
    });

    it('shows them as soon as the empty box gets the focus, by keyboard too', async () => {
      const { user } = renderBox({ recentSearches: ['pane', 'latte'] });
      const input = screen.getByRole('combobox');
      expect(input).toHaveValue('');
      await user.tab();
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-expanded', 'true');
      const group = screen.getByRole('group', { name: 'Ricerche' });
      expect(within(group).getByRole('option', { name: 'pane' })).toBeVisible();
    });

    it('stays closed on focus when there is nothing but the shopping-list entry', async () => {
      const { user } = renderBox({ recentSearches: [] });
      await user.tab();
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    });

    it('copies and deletes by keyboard: arrows and Enter, or → and Delete', async () => {
      const { user, onRemoveRecentSearch } = renderBox({ recentSearches: ['pane'] });
      const input = screen.getByRole('combobox');
      await user.click(input);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('option', { name: 'pane' })).toHaveAttribute('data-highlighted');
      await user.keyboard('{ArrowRight}');
      expect(input).toHaveValue('pane');
      await user.keyboard('{Delete}');
      expect(onRemoveRecentSearch).toHaveBeenCalledWith('pane');
      await user.clear(input);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Copia pane nella ricerca' })).toHaveAttribute(
        'data-highlighted',
      );
      await user.keyboard('{Enter}');
      expect(input).toHaveValue('pane');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onRemoveRecentSearch).toHaveBeenCalledTimes(2);
    });
  });

  it('says nothing of suggestions while none are asked for (a short text)', async () => {
    const { user } = renderBox({ suggestions: null });
    await user.type(screen.getByRole('combobox'), 'lat');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the suggestions for the text are none', async () => {
    const { user } = renderBox({
      suggestions: { ...suggestions, terms: [], categories: [], brands: [] },
    });
    await user.type(screen.getByRole('combobox'), 'lattx');
    expect(screen.getByRole('status')).toHaveTextContent('Nessun suggerimento');
  });

  it('announces loading and errors in a status line', async () => {
    const { user } = renderBox({ loading: true });
    await user.type(screen.getByRole('combobox'), 'latte');
    expect(screen.getByRole('status')).toHaveTextContent('Ricerca dei suggerimenti…');
  });

  it('says when suggestions fail, and still searches', async () => {
    const { user, onSearch } = renderBox({ error: true });
    await user.type(screen.getByRole('combobox'), 'latte');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Suggerimenti non disponibili: premi Invio per cercare.',
    );
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ q: 'latte', reason: 'submit' });
  });

  it('shows the barcode-scan slot', async () => {
    const onClick = vi.fn();
    const { user } = renderBox({ scanButton: <SearchBoxScanButton onClick={onClick} /> });
    await user.click(screen.getByRole('button', { name: 'Scansiona codice a barre' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('throws a clear error when a part is used outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeadlessSearchBox.Input />)).toThrow(
      '`SearchBox.Input` must be used within `SearchBox.Root`',
    );
  });
});
