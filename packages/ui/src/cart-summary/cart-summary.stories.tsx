import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { aCart } from '../cart-item-list/cart-fixtures';
import { CartSummary } from './cart-summary';
import { inBox } from '../testing/story-decorators';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/CartSummary',
  component: CartSummary,
  args: {
    cart: aCart(),
    onBackToShopping: fn(),
    onCheckout: fn(),
    onFastPayment: fn(),
  },
  decorators: [inBox({ maxWidth: 440 })],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full summary of the checkout page. */
export const Checkout: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('TOTALE')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Concludi ordine' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

/** The compact summary of the drawer, with the fast-payment button (type 12 offered). */
export const CompactWithFastPayment: Story = {
  args: { compact: true, paymentTypes: [{ paymentTypeId: 12, active: 1 }] },
  play: async ({ canvasElement, args }) => {
    await pressEnterOn(canvasElement, 'Pagamento veloce');
    await expect(args.onFastPayment).toHaveBeenCalled();
  },
};

/** An active card intent (type 25) hides the fast payment. */
export const CardIntentHidesFastPayment: Story = {
  args: {
    compact: true,
    paymentTypes: [
      { paymentTypeId: 12, active: 1 },
      { paymentTypeId: 25, active: 1 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Pagamento veloce' }),
    ).not.toBeInTheDocument();
  },
};

/** One product and no packages. */
export const OneProduct: Story = {
  args: {
    cart: aCart({
      totalItems: 1,
      orderPackages: [],
      giftCertificatesToGenerate: [],
      grossTotal: 1.29,
    }),
  },
};

/** No cart (cartId 0): the no-cart text. */
export const NoCart: Story = {
  args: { cart: aCart({ cartId: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nessun carrello attivo')).toBeVisible();
  },
};

/** Long Italian package names on a 390 px phone, Bottega brand. */
export const LongTextPhoneBottega: Story = {
  args: {
    compact: true,
    paymentTypes: [{ paymentTypeId: 12, active: 1 }],
    cart: aCart({
      orderPackages: [
        {
          orderPackageId: 9,
          quantity: 12,
          totalPrice: 1.2,
          package: {
            descr:
              'Sacchetto compostabile per frutta e verdura sfusa conforme alla norma UNI EN 13432',
            cost: 0.1,
          },
        },
      ],
    }),
  },
  globals: { viewport: { value: 'phone' }, brand: 'bottega' },
};
