import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.styles';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: 'Ho letto e accetto le condizioni di vendita',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Ho letto e accetto le condizioni di vendita',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithError: Story = {
  args: { error: 'Devi accettare le condizioni di vendita per proseguire.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      'Devi accettare le condizioni di vendita per proseguire.',
    );
  },
};

export const Indeterminate: Story = {
  args: { label: 'Accetta sostituzioni per tutti i prodotti', indeterminate: true },
};

export const WithDescription: Story = {
  args: {
    label: 'Iscriviti alla newsletter',
    description: 'Offerte e novità del tuo punto vendita, al massimo una email a settimana.',
  },
};

export const WithErrorBottega: Story = { ...WithError, globals: { brand: 'bottega' } };
