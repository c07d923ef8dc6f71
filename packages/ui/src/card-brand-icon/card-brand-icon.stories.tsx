import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_BRANDS, CardBrandIcon } from './card-brand-icon';

const meta = {
  title: 'Checkout/CardBrandIcon',
  component: CardBrandIcon,
  args: { maskedNumber: '4242********4242' },
} satisfies Meta<typeof CardBrandIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromMaskedNumber: Story = {};

/** Every brand, with its name. */
export const AllBrands: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {CARD_BRANDS.map((brand) => (
        <li key={brand} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <CardBrandIcon brand={brand} size={48} />
          <code>{brand}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
  },
};
