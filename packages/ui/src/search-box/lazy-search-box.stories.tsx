import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Suggestion } from '@carrello/sdk';
import { LazySearchBox, preloadSearchBox } from './lazy-search-box';

const suggestions = {
  terms: [
    { type: 'term', name: 'latte intero', id: null, count: 12 },
    { type: 'term', name: 'latte senza lattosio', id: null, count: 7 },
  ] satisfies Suggestion[],
  categories: [{ type: 'category', name: 'Latticini', id: 310, count: 40 }] satisfies Suggestion[],
  brands: [{ type: 'vendor', name: 'Granarolo', id: 55, count: 9 }] satisfies Suggestion[],
};

/**
 * `LazySearchBox`: the styled `SearchBox` with its combobox's code loaded on first focus (or
 * on `preloadSearchBox()`), for a box on every page whose first load must stay small. Until
 * then it is a plain search form with the same look that already searches on Enter.
 */
const meta = {
  title: 'Widgets/LazySearchBox',
  // Part of its code loads once per page (module state): the visual review pictures each story
  // in a newly loaded tab (docs/visual-review.md).
  tags: ['fresh-tab'],
  component: LazySearchBox,
  args: { onSearch: fn(), onFastSearch: fn(), suggestions, recentSearches: [] },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    const [text, setText] = useState(args.defaultValue ?? '');
    return (
      <div style={{ maxWidth: 640, minHeight: 420 }}>
        <LazySearchBox {...args} value={text} onValueChange={setText} />
      </div>
    );
  },
} satisfies Meta<typeof LazySearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shopper moves to the box and types: the combobox takes the plain box's place with the
 * focus and the text, and shows the suggestions.
 */
export const FirstFocus: Story = {
  play: async ({ canvas }) => {
    // A plain search box until its code is here (a combobox at once if an earlier story loaded it).
    const box =
      canvas.queryByRole('searchbox', { name: 'Cerca prodotti' }) ??
      canvas.getByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.click(box);
    const combobox = await canvas.findByRole('combobox', { name: 'Cerca prodotti' });
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('latte');
    await expect(await canvas.findByRole('group', { name: 'Categorie' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Cerca latte in Latticini' })).toBeVisible();
  },
};

/** The app preloads the code (say, once the page is idle): the box is a combobox before any focus. */
export const Preloaded: Story = {
  play: async ({ canvas, args }) => {
    await preloadSearchBox();
    const combobox = await canvas.findByRole('combobox', { name: 'Cerca prodotti' });
    await expect(combobox).not.toHaveFocus();
    await userEvent.type(combobox, 'pane{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ q: 'pane', reason: 'submit' });
  },
};
