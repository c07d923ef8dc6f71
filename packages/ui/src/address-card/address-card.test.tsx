import { render, screen, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { storeAddress as store } from '../testing/sample-data';
import { AddressCard } from './address-card';

describe('AddressCard', () => {
  it('reads "Ritiro presso" and the store for click and collect, with an edit action', async () => {
    const onEdit = vi.fn();
    const { user } = render(<AddressCard address={store} onEdit={onEdit} />);
    const card = screen.getByRole('region', { name: 'Ritiro presso' });
    expect(within(card).getByRole('heading', { name: 'Ritiro presso' })).toBeVisible();
    expect(card).toHaveTextContent('Carrello Milano Porta Romana');
    expect(card).toHaveTextContent('Corso di Porta Romana 112, 20122 Milano (MI)');
    await user.click(within(card).getByRole('button', { name: 'Cambia indirizzo' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('reads "Consegna a" for home delivery and notes a partner zone (group 5)', () => {
    render(
      <AddressCard
        address={{
          ...store,
          deliveryServiceId: 2,
          addressName: 'Casa',
          zone: { zoneId: 3, zoneGroupId: 5 },
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Consegna a' });
    expect(card).toHaveTextContent('Ordine gestito da un partner di consegna');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("invites to choose an address when there is none, under home delivery's heading", () => {
    render(<AddressCard address={null} onEdit={vi.fn()} />);
    // Home delivery is the service a new cart starts with: nothing reads "Ritiro presso" yet.
    const card = screen.getByRole('region', { name: 'Consegna a' });
    expect(card).not.toHaveTextContent('Ritiro presso');
    expect(screen.getByText('Nessun indirizzo scelto')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scegli indirizzo' })).toBeVisible();
  });

  describe('as an option of the address choice', () => {
    it('is a radio named by the address that reports the pick', async () => {
      const onCheckedChange = vi.fn();
      const { user } = render(
        <div role="radiogroup" aria-label="Negozio di ritiro">
          <AddressCard
            address={store}
            name="address"
            checked={false}
            onCheckedChange={onCheckedChange}
          />
          <AddressCard
            address={{ ...store, addressId: 8813, addressName: 'Carrello Bergamo Centro' }}
            name="address"
            checked
            onCheckedChange={vi.fn()}
          />
        </div>,
      );
      const porta = screen.getByRole('radio', { name: /Carrello Milano Porta Romana/ });
      expect(porta).toHaveAccessibleName(
        'Carrello Milano Porta Romana Corso di Porta Romana 112, 20122 Milano (MI)',
      );
      expect(porta).not.toBeChecked();
      expect(screen.getByRole('radio', { name: /Carrello Bergamo Centro/ })).toBeChecked();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await user.click(screen.getByText('Carrello Milano Porta Romana'));
      expect(onCheckedChange).toHaveBeenCalledWith(true);
    });

    it('cannot be picked when disabled', async () => {
      const onCheckedChange = vi.fn();
      const { user } = render(
        <AddressCard address={store} name="address" disabled onCheckedChange={onCheckedChange} />,
      );
      const radio = screen.getByRole('radio', { name: /Carrello Milano Porta Romana/ });
      expect(radio).toBeDisabled();
      await user.click(radio);
      expect(onCheckedChange).not.toHaveBeenCalled();
    });

    it('notes the delivery partner of zone group 5', () => {
      render(
        <AddressCard
          address={{ ...store, deliveryServiceId: 2, zone: { zoneId: 3, zoneGroupId: 5 } }}
          name="address"
          onCheckedChange={vi.fn()}
        />,
      );
      expect(screen.getByRole('radio')).toHaveAccessibleName(
        /Ordine gestito da un partner di consegna/,
      );
    });
  });
});
