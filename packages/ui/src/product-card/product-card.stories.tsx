import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ListPlus } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { aProduct, products } from './product-fixtures';
import { IconButton } from '../icon-button/icon-button.styles';
import { ProductCard } from './product-card';
import { expectOneLineActions } from '../testing/story-checks';
import { inBox } from '../testing/story-decorators';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { product: products[1]!, onAddToCart: fn(), onQuantityChange: fn() },
  decorators: [inBox({ width: 240 })],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product in promotion: badge, promo price and standard price. */
export const Promo: Story = {};

/** Keyboard: "Aggiungi al carrello" turns into − and +, and the focus moves to +. */
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
  play: async ({ canvas, canvasElement, args }) => {
    await pressEnterOn(canvasElement, 'Aggiungi al carrello: Pomodori pelati');
    await expect(args.onAddToCart).toHaveBeenCalled();
    // The focus moves from "Aggiungi al carrello" to + that replaced it.
    const increase = await canvas.findByRole('button', { name: 'Aumenta quantità' });
    await waitFor(() => expect(increase).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 2);
  },
};

/** An extra action of the app ("Aggiungi a una lista") in the corner of a product in promotion. */
export const WithActions: Story = {
  args: {
    renderActions: (product) => (
      <IconButton label={`Aggiungi a una lista: ${product.name}`}>
        <ListPlus />
      </IconButton>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const action = canvas.getByRole('button', { name: /^Aggiungi a una lista: / });
    const badge = canvasElement.querySelector('[data-part="promo"]')!.getBoundingClientRect();
    // The badge stops before the action: neither covers the other.
    await expect(badge.right).toBeLessThanOrEqual(action.getBoundingClientRect().left);
  },
};

/** A subscription (nature 10) in the cart: no − and + (docs/requirements/cart.md), "Nel carrello" instead. */
export const SubscriptionInCart: Story = {
  args: {
    product: aProduct({
      name: 'Abbonamento Consegna Gratuita 12 mesi',
      shortDescr: 'Carrello',
      description: '<p>Consegne gratuite per un anno.</p>',
      productInfos: { TIPOLOGIA: 'Pezzo', PRODUCT_NATURE_ID: '10' },
    }),
    quantity: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nel carrello')).toBeVisible();
    await expect(canvas.getByText('Consegne gratuite per un anno.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Unavailable. */
export const Unavailable: Story = {
  args: { product: aProduct({ available: 0 }) },
  play: async ({ canvasElement }) => expectOneLineActions(canvasElement),
};

/**
 * A card as wide as a column of the two-column phone grid at 390 px: the button reads
 * "Aggiungi" on one line and keeps "Aggiungi al carrello: …" as its name.
 */
export const NarrowColumn: Story = {
  args: { product: aProduct() },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 175px)', gap: 8 }}>
      <ProductCard {...args} />
      <ProductCard {...args} product={aProduct({ productId: 2, available: 0 })} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const add = canvas.getByRole('button', { name: 'Aggiungi al carrello: Pomodori pelati' });
    await expect(add).toHaveTextContent('Aggiungi');
    await expect(canvas.getByText('Aggiungi', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Aggiungi al carrello', { selector: 'span' })).not.toBeVisible();
    await expect(canvas.getByText('Non disponibile', { selector: 'span' })).toBeVisible();
    await expectOneLineActions(canvasElement);
  },
};

/** A wide card shows the whole "Aggiungi al carrello". */
export const WideColumn: Story = {
  args: { product: aProduct() },
  decorators: [inBox({ width: 300 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aggiungi al carrello', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Aggiungi', { selector: 'span' })).not.toBeVisible();
    await expectOneLineActions(canvasElement);
  },
};

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
