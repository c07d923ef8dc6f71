import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Suggestion } from '@carrello/sdk';
import { SearchBox } from './search-box.styles';
import { SearchBoxScanButton } from './search-box-scan-button';
import { partsDocs } from '../testing/story-docs';

const categoryImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#f4d35e"/><circle cx="16" cy="16" r="9" fill="#fff"/></svg>',
  );

const suggestions = {
  terms: [
    { type: 'term', name: 'latte intero', id: null, count: 12 },
    { type: 'term', name: 'latte senza lattosio', id: null, count: 7 },
  ] satisfies Suggestion[],
  categories: [
    { type: 'category', name: 'Latticini', id: 310, count: 40, imageUrl: categoryImage },
    { type: 'category', name: 'Colazione e merende', id: 311, count: 8 },
  ] satisfies Suggestion[],
  brands: [
    { type: 'vendor', name: 'Granarolo', id: 55, count: 9 },
    { type: 'vendor', name: 'Parmalat', id: 56, count: 6 },
  ] satisfies Suggestion[],
};

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  args: {
    onSearch: fn(),
    onFastSearch: fn(),
    onRemoveRecentSearch: fn(),
    recentSearches: ['mozzarella di bufala', 'pane integrale'],
  },
  parameters: {
    layout: 'padded',
    ...partsDocs(
      'SearchBox',
      ['Root', 'Input', 'Submit', 'Popup', 'Status', 'Listbox', 'Group', 'Item'],
      'The styled `<SearchBox>` puts them together with the suggestion groups of docs/requirements/app-shell.md.',
    ),
  },
  render: function Render(args) {
    const [text, setText] = useState(args.defaultValue ?? '');
    const [recent, setRecent] = useState(args.recentSearches ?? []);
    return (
      <div style={{ maxWidth: 640, minHeight: 520 }}>
        <SearchBox
          {...args}
          value={text}
          onValueChange={setText}
          recentSearches={recent}
          onRemoveRecentSearch={(removed) => {
            args.onRemoveRecentSearch?.(removed);
            setRecent((list) => list.filter((item) => item !== removed));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as in the top bar. */
export const Default: Story = {};

/** "latte" typed: the fixed entry, then Suggerimenti, Categorie (image or grey placeholder) and Marche. */
export const WithSuggestions: Story = {
  args: { suggestions, recentSearches: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cerca prodotti' }), 'latte');
    await expect(canvas.getByRole('group', { name: 'Categorie' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Cerca latte in Latticini' })).toBeVisible();
    await expect(
      canvas.getByRole('option', { name: 'Cerca latte con marca Granarolo' }),
    ).toBeVisible();
  },
};

/** Keyboard: arrows move through the entries, Enter searches in the category, Escape closes. */
export const KeyboardFlow: Story = {
  args: { suggestions, recentSearches: [] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('latte');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Lista della spesa' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const category = canvas.getByRole('option', { name: 'Cerca latte in Latticini' });
    await expect(input).toHaveAttribute('aria-activedescendant', category.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      q: 'latte',
      categoryId: 310,
      reason: 'category',
    });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

/** Recent searches, deletable, each with an arrow that copies it into the box. */
export const RecentSearches: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    const group = canvas.getByRole('group', { name: 'Ricerche' });
    await userEvent.click(
      within(group).getByRole('option', { name: 'Copia pane integrale nella ricerca' }),
    );
    await expect(input).toHaveValue('pane integrale');
    await userEvent.click(
      within(group).getByRole('option', { name: 'Elimina ricerca mozzarella di bufala' }),
    );
    await expect(args.onRemoveRecentSearch).toHaveBeenCalledWith('mozzarella di bufala');
  },
};

/** Suggestions on their way: a spinner in the box and "Ricerca dei suggerimenti…". */
export const Loading: Story = {
  args: { loading: true, recentSearches: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'pomod');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Ricerca dei suggerimenti…'),
    );
  },
};

/** Suggestions failed: the box still searches on Enter. */
export const SuggestionsError: Story = {
  args: { error: true, recentSearches: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'pomodori');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Suggerimenti non disponibili: premi Invio per cercare.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ q: 'pomodori', reason: 'submit' });
  },
};

/** Long Italian names wrap inside the list. */
export const LongText: Story = {
  args: {
    recentSearches: [],
    suggestions: {
      terms: [
        {
          type: 'term',
          name: 'Passata di pomodoro biologica da agricoltura sostenibile in bottiglia di vetro',
          id: null,
          count: 3,
        },
      ],
      categories: [
        {
          type: 'category',
          name: 'Conserve, sughi pronti, passate e polpe di pomodoro della tradizione',
          id: 320,
          count: 21,
        },
      ],
      brands: [{ type: 'vendor', name: 'Antica Conserveria Mediterranea', id: 77, count: 4 }],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'passata');
  },
};

/** On a 390 px phone, with the barcode-scan button of the mobile app. */
export const PhoneWithScanner: Story = {
  args: { suggestions, scanButton: <SearchBoxScanButton onClick={fn()} /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Scansiona codice a barre' }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox'), 'latte');
  },
};

/** The Bottega brand on a 1440 px desktop. */
export const BottegaDesktop: Story = {
  args: { suggestions },
  globals: { brand: 'bottega', viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'latte');
  },
};
