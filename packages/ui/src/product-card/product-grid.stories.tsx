import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Product } from '@carrello/sdk';
import { products } from './product-fixtures';
import { ProductGrid } from './product-grid';
import { expectOneLineActions } from '../testing/story-checks';

const gridProducts: Product[] = [
  ...products,
  ...products.map((product) => ({ ...product, productId: product.productId + 100 })),
];

const meta = {
  title: 'Widgets/ProductGrid',
  component: ProductGrid,
  args: {
    products: gridProducts,
    quantities: { 100232: 2 },
    onAddToCart: fn(),
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 1440 px desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Prodotti' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expectOneLineActions(list);
  },
};

/** On a 390 px phone: two columns, each button on one line. */
export const Phone: Story = {
  args: { products },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => expectOneLineActions(canvasElement),
};

/**
 * The grid as the main list of a page (category, search): product names are `h2` and keep the
 * card's type size, colour and no underline, like the default `h3`.
 */
export const NamesAsPageHeadings: Story = {
  args: { products, headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(products.length);
    const name = getComputedStyle(headings[0]!);
    const link = getComputedStyle(headings[0]!.querySelector('a')!);
    await expect(name.fontSize).toBe('16px');
    await expect(name.marginTop).toBe('0px');
    await expect(link.textDecorationLine).toBe('none');
  },
};

/** Loading. */
export const Loading: Story = { args: { products: undefined, loading: true } };

/** No products. */
export const Empty: Story = { args: { products: [] } };

/** Bottega brand. */
export const Bottega: Story = { args: { products }, globals: { brand: 'bottega' } };
