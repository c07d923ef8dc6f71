import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { aCart } from '../cart-item-list/cart-fixtures';
import { AddressCard } from './address-card';
import { inBox } from '../testing/story-decorators';
import { pressEnterOn } from '../testing/story-steps';

const store = aCart().shippingAddress!;

const meta = {
  title: 'Widgets/AddressCard',
  component: AddressCard,
  args: { address: store, onEdit: fn() },
  decorators: [inBox({ maxWidth: 420 })],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click and collect: "Ritiro presso" and the store. */
export const PickUp: Story = {
  play: async ({ canvasElement, args }) => {
    await pressEnterOn(canvasElement, 'Cambia indirizzo');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Home delivery in a partner zone (group 5). */
export const HomeDeliveryPartner: Story = {
  args: {
    address: {
      ...store,
      deliveryServiceId: 2,
      addressName: 'Casa',
      address1: 'Via Giuseppe Garibaldi',
      addressNumber: '27/B',
      zone: { zoneId: 9, zoneGroupId: 5 },
    },
  },
};

/** Locker. */
export const Locker: Story = {
  args: { address: { ...store, deliveryServiceId: 4, addressName: 'Locker Stazione Centrale' } },
};

/** No address yet. */
export const Empty: Story = { args: { address: null } };

/** Long Italian names on a 390 px phone, Bottega brand. */
export const LongTextPhoneBottega: Story = {
  args: {
    address: {
      ...store,
      addressName: 'Carrello Supermercato di quartiere Milano Porta Romana – ingresso da via Orti',
      address1: 'Corso di Porta Romana angolo via Francesco Sforza',
    },
  },
  globals: { viewport: { value: 'phone' }, brand: 'bottega' },
};

/** Options of the store choice: radio cards, the chosen one highlighted, arrows move the choice. */
export const StoreChoice: Story = {
  render: () => {
    const stores = [
      store,
      { ...store, addressId: 8813, addressName: 'Carrello Bergamo Centro', city: 'Bergamo' },
      { ...store, addressId: 8814, addressName: 'Carrello Monza Stazione', city: 'Monza' },
    ];
    function Choice() {
      const [chosen, setChosen] = useState(store.addressId);
      return (
        <div role="radiogroup" aria-label="Negozio di ritiro" style={{ display: 'grid', gap: 8 }}>
          {stores.map((option) => (
            <AddressCard
              key={option.addressId}
              address={option}
              name="store"
              checked={chosen === option.addressId}
              onCheckedChange={() => setChosen(option.addressId)}
            />
          ))}
        </div>
      );
    }
    return <Choice />;
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: new RegExp(`^${store.addressName}`) }),
    ).toBeChecked();
    await userEvent.click(canvas.getByText('Carrello Bergamo Centro'));
    await expect(canvas.getByRole('radio', { name: /^Carrello Bergamo Centro/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Carrello Monza Stazione/ })).toBeChecked();
  },
};
