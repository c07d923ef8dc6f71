import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { auths, paymentTypes } from './fixtures';
import { FastPaymentCard, PaymentMethodList } from './payment-method-list';
import { inBox } from '../testing/story-decorators';

const meta = {
  title: 'Checkout/PaymentMethodList',
  component: PaymentMethodList,
  args: { paymentTypes, onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <PaymentMethodList {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into the group, arrows move between the active types. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: 'Carta di credito' });
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Contanti alla consegna' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithSavedCards: Story = { args: { auths, onRemoveAuth: fn(), defaultValue: 12 } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { paymentTypes: [] } };

export const Phone: Story = {
  args: { auths, onRemoveAuth: fn() },
  globals: { viewport: { value: 'phone' } },
};

export const FastPayment: StoryObj<typeof FastPaymentCard> = {
  render: (args) => <FastPaymentCard {...args} />,
  decorators: [inBox({ maxWidth: 400 })],
  args: { authenticated: true, auth: auths[0], onPay: fn() },
};

/** The second example brand (Bottega). */
export const BottegaBrand: Story = {
  args: { auths, defaultValue: 12 },
  globals: { brand: 'bottega' },
};
