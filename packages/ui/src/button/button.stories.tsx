import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShoppingCart } from 'lucide-react';
import { Button } from './button.styles';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Concludi ordine', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Concludi ordine' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args}>Concludi ordine</Button>
      <Button {...args} variant="secondary">
        Torna alla spesa
      </Button>
      <Button {...args} variant="ghost">
        Annulla
      </Button>
      <Button {...args} variant="danger">
        Elimina
      </Button>
      <Button {...args} size="sm">
        <ShoppingCart aria-hidden="true" size={16} /> Piccolo
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
      <Button {...args} disabled>
        Disattivato
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Concludi ordine' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone' } },
};

/** The example brand: every variant keeps AA contrast (checked by axe). */
export const VariantsBottega: Story = {
  ...Variants,
  globals: { brand: 'bottega' },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Concludi ordine' });
    // The toolbar's brand reaches the tokens: Bottega's primary is #9f1d20.
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(159, 29, 32)');
  },
};
