import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import { FastSearchDialog } from './fast-search-dialog';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/FastSearchDialog',
  component: FastSearchDialog,
  args: { onSearch: fn(), trigger: <Button>Lista della spesa</Button> },
} satisfies Meta<typeof FastSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty list: "Cerca" is disabled. */
export const Empty: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Lista della spesa' });
    await expect(dialog).toHaveAttribute('data-width', '500');
    await expect(within(dialog).getByRole('button', { name: 'Cerca' })).toBeDisabled();
  },
};

/** Keyboard: open from the trigger, add two words with Enter, remove one, search, focus returns. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Lista della spesa');
    const dialog = await body.findByRole('dialog', { name: 'Lista della spesa' });
    const input = within(dialog).getByRole('textbox', { name: 'Prodotto' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(input);
    await userEvent.keyboard('latte{Enter}pane{Enter}biscotti{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi pane' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    await expect(args.onSearch).toHaveBeenCalledWith(['latte', 'biscotti']);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Title and description from the fast-search-popup category, with long Italian words. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'La tua lista della spesa settimanale, tutta in una volta',
    description:
      'Scrivi un prodotto alla volta e premi Invio: cercheremo tutti i prodotti insieme e potrai aggiungerli al carrello da un’unica pagina.',
    defaultWords: [
      'Parmigiano Reggiano stagionato 30 mesi',
      'passata di pomodoro',
      'olio extravergine di oliva',
      'caffè',
    ],
  },
};

/** On a 390 px phone with the Bottega brand. */
export const PhoneBottega: Story = {
  args: { defaultOpen: true, defaultWords: ['latte', 'pane', 'uova'] },
  globals: { viewport: { value: 'phone' }, brand: 'bottega' },
};
