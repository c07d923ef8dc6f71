import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heart, Search, ShoppingCart } from 'lucide-react';
import { IconButton } from './icon-button.styles';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Aggiungi ai preferiti', children: <Heart /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Aggiungi ai preferiti' })).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton label="Cerca">
        <Search />
      </IconButton>
      <IconButton label="Carrello" variant="primary">
        <ShoppingCart />
      </IconButton>
      <IconButton label="Preferiti" variant="secondary">
        <Heart />
      </IconButton>
      <IconButton label="Preferiti" disabled>
        <Heart />
      </IconButton>
    </div>
  ),
};
