import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.styles';
import { products } from '../product-card/product-fixtures';
import { aCart, cartItems } from '../cart-item-list/cart-fixtures';
import { CartDrawer } from './cart-drawer';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/CartDrawer',
  component: CartDrawer,
  args: {
    defaultOpen: true,
    cart: aCart(),
    paymentTypes: [{ paymentTypeId: 12, active: 1 }],
    alternatives: { 100231: products.slice(1) },
    onEditAddress: fn(),
    onEditTimeslot: fn(),
    onCheckout: fn(),
    onBackToShopping: fn(),
    onFastPayment: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onAcceptAlternativesChange: fn(),
    onAcceptAllAlternativesChange: fn(),
    onDeleteSubscriptionPlan: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, 1440 px: the drawer is 680 px wide. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Phone, 390 px: the drawer fills the screen. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Keyboard: the cart button opens it, Escape closes it and the focus goes back. */
export const KeyboardFlow: Story = {
  args: { defaultOpen: false, trigger: <Button>Carrello, 5 prodotti</Button> },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await pressEnterOn(canvasElement, 'Carrello, 5 prodotti');
    const drawer = await body.findByRole('dialog', { name: 'Carrello' });
    await expect(drawer).toHaveAttribute('data-width', '680');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Concludi ordine' }));
    await expect(args.onCheckout).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Loading the cart. */
export const Loading: Story = { args: { cart: undefined, loading: true } };

/** An empty cart without address and slot. */
export const EmptyCart: Story = {
  args: {
    cart: aCart({
      cartItems: [],
      totalItems: 0,
      grossTotal: 0,
      orderPackages: [],
      giftCertificatesToGenerate: [],
      shippingAddress: null,
      timeslot: null,
    }),
  },
};

/** No cart at all (cartId 0). */
export const NoCart: Story = { args: { cart: aCart({ cartId: 0 }) } };

/** Read-only on the payment route, Bottega brand. */
export const ReadOnlyBottega: Story = {
  args: { readOnly: true, cart: aCart({ cartItems: cartItems.slice(0, 3) }) },
  globals: { brand: 'bottega' },
};
