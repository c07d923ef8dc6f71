import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartItem } from '@carrello/sdk';
import { aProduct, products } from '../product-card/product-fixtures';
import { aCartItem, cartItems } from './cart-fixtures';
import { CartItemList } from './cart-item-list';
import { pressEnterOn } from '../testing/story-steps';

const meta = {
  title: 'Widgets/CartItemList',
  component: CartItemList,
  args: {
    items: cartItems,
    variant: 'drawer',
    onQuantityChange: fn(),
    onRemove: fn(),
    onAcceptAlternativesChange: fn(),
    onAcceptAllAlternativesChange: fn(),
    onDeleteSubscriptionPlan: fn(),
    onAlternativesRequest: fn(),
    alternatives: { 100231: products.slice(1), 100250: [] },
  },
  // A working cart: the story applies the callbacks to its own copy of the lines.
  render: function Render(args) {
    const [items, setItems] = useState<CartItem[]>([...args.items]);
    const update = (itemId: number, change: (item: CartItem) => CartItem) =>
      setItems((list) => list.map((item) => (item.itemId === itemId ? change(item) : item)));
    const accept = (item: CartItem, value: boolean) =>
      update(item.itemId, (line) => ({
        ...line,
        cartItemInfo: { ...line.cartItemInfo, accept_alternatives: value ? 'true' : 'false' },
      }));
    return (
      <div style={{ maxWidth: args.variant === 'checkout' ? 900 : 640 }}>
        <CartItemList
          {...args}
          items={items}
          onQuantityChange={(item, quantity) => {
            args.onQuantityChange?.(item, quantity);
            update(item.itemId, (line) => ({
              ...line,
              quantity,
              grossTotal: Math.round(quantity * (line.product.priceDisplay ?? 0) * 100) / 100,
            }));
          }}
          onRemove={(item) => {
            args.onRemove?.(item);
            setItems((list) => list.filter((line) => line.itemId !== item.itemId));
          }}
          onAcceptAlternativesChange={(item, value) => {
            args.onAcceptAlternativesChange?.(item, value);
            accept(item, value);
          }}
          onAcceptAllAlternativesChange={(eligible, value) => {
            args.onAcceptAllAlternativesChange?.(eligible, value);
            eligible.forEach((item) => accept(item, value));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof CartItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer variant with every kind of line. */
export const Drawer: Story = {};

/** The checkout variant on a 1440 px desktop. */
export const Checkout: Story = {
  args: { variant: 'checkout' },
  globals: { viewport: { value: 'desktop' } },
};

/** Keyboard: remove a line through the confirmation dialog. */
export const RemoveWithConfirmation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await pressEnterOn(canvasElement, 'Rimuovi Pomodori pelati');
    const dialog = await body.findByRole('alertdialog', { name: 'Rimuovere il prodotto?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Pomodori pelati' })).not.toBeInTheDocument(),
    );
  },
};

/** Ticking "Accetta sostituzioni" opens the alternatives dialog; Escape closes it. */
export const AcceptAlternatives: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('switch', {
      name: 'Accetta sostituzioni per Pomodori pelati',
    });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAcceptAlternativesChange).toHaveBeenCalledWith(args.items[0], true);
    await body.findByRole('dialog', { name: 'Pomodori pelati' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('checkbox', { name: 'Accetta sostituzioni per tutti i prodotti' }),
    ).toBeChecked();
  },
};

/**
 * The parent owns the open alternatives dialog (`alternativesItem`), as the storefront does to
 * close it on a back navigation; here a button outside the list closes it.
 */
export const AlternativesOwnedByParent: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<CartItem | null>(null);
    return (
      <div style={{ maxWidth: 640 }}>
        <button type="button" onClick={() => setOpen(args.items[0] ?? null)}>
          Apri le alternative del primo prodotto
        </button>
        <CartItemList {...args} alternativesItem={open} onAlternativesItemChange={setOpen} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Apri le alternative del primo prodotto' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Pomodori pelati' });
    await expect(within(dialog).getByText('Solitamente sostituito con:')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Lines with a change on its way. */
export const Busy: Story = { args: { busyItemIds: [70011, 70013] } };

/** No lines. */
export const Empty: Story = { args: { items: [] } };

/** Long Italian names on a 390 px phone, Bottega brand. */
export const LongTextPhoneBottega: Story = {
  args: {
    items: [
      aCartItem({
        product: aProduct({
          name: 'Passata di pomodoro biologica da agricoltura sostenibile in bottiglia di vetro',
          shortDescr: 'Antica Conserveria Mediterranea di Sicilia',
          description: '700 g',
          hasAlternatives: true,
        }),
      }),
      ...cartItems.slice(3),
    ],
  },
  globals: { viewport: { value: 'phone' }, brand: 'bottega' },
};
