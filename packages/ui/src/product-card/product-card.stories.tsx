import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aProduct, products } from './product-fixtures';
import { ProductCard } from './product-card';

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { product: products[1]!, onAddToCart: fn(), onQuantityChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product in promotion: badge, promo price and standard price. */
export const Promo: Story = {};

/** Keyboard: "Aggiungi al carrello" turns into − and +. */
export const AddToCart: Story = {
  args: { product: aProduct() },
  render: function Render(args) {
    const [quantity, setQuantity] = useState(0);
    return (
      <ProductCard
        {...args}
        quantity={quantity}
        onAddToCart={(product) => {
          args.onAddToCart?.(product);
          setQuantity(1);
        }}
        onQuantityChange={(product, next) => {
          args.onQuantityChange?.(product, next);
          setQuantity(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Aggiungi al carrello: Pomodori pelati' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalled();
    const increase = canvas.getByRole('button', { name: 'Aumenta quantità' });
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 2);
  },
};

/** Unavailable. */
export const Unavailable: Story = { args: { product: aProduct({ available: 0 }) } };

/** Long Italian name, Bottega brand. */
export const LongTextBottega: Story = {
  args: {
    product: aProduct({
      name: 'Passata di pomodoro biologica da agricoltura sostenibile in bottiglia di vetro',
      shortDescr: 'Antica Conserveria Mediterranea',
      description: '700 g',
    }),
  },
  globals: { brand: 'bottega' },
};
