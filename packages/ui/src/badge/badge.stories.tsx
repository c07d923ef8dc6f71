import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.styles';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Omaggio' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Omaggio</Badge>
      <Badge variant="accent">Offerta</Badge>
      <Badge variant="neutral">Novità</Badge>
      <Badge variant="success">Disponibile</Badge>
      <Badge variant="danger">Esaurito</Badge>
    </div>
  ),
};

/** Counts above `max` show "99+". */
export const Count: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeInTheDocument();
  },
};

export const VariantsBottega: Story = { ...Variants, globals: { brand: 'bottega' } };
