import { render, screen, waitFor, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { aCart } from '../cart-item-list/cart-fixtures';
import { CartDrawer, type CartDrawerProps } from './cart-drawer';

function renderDrawer(props: Partial<CartDrawerProps> = {}) {
  const onOpenChange = vi.fn();
  const { user } = render(
    <CartDrawer
      defaultOpen
      cart={aCart()}
      paymentTypes={[{ paymentTypeId: 12, active: 1 }]}
      onOpenChange={onOpenChange}
      {...props}
    />,
  );
  return { onOpenChange, user };
}

describe('CartDrawer', () => {
  it('is a right drawer 680 px wide named "Carrello"', async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer).toHaveAttribute('data-width', '680');
  });

  it('shows the address and time-slot cards, each editable, the list and the summary', async () => {
    const onEditAddress = vi.fn();
    const onEditTimeslot = vi.fn();
    const { user } = renderDrawer({ onEditAddress, onEditTimeslot });
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    const address = within(drawer).getByRole('region', { name: 'Ritiro presso' });
    expect(address).toHaveTextContent('Carrello Milano Porta Romana');
    await user.click(within(address).getByRole('button', { name: 'Cambia indirizzo' }));
    const slot = within(drawer).getByRole('region', { name: 'Data e ora' });
    expect(slot).toHaveTextContent('martedì 24 novembre');
    await user.click(within(slot).getByRole('button', { name: 'Cambia data e ora' }));
    expect(onEditAddress).toHaveBeenCalledTimes(1);
    expect(onEditTimeslot).toHaveBeenCalledTimes(1);
    expect(within(drawer).getByRole('list', { name: 'Prodotti nel carrello' })).toBeVisible();
    const summary = within(drawer).getByRole('region', { name: 'Riepilogo' });
    // The drawer's summary is the compact one: fast payment shows for type 12.
    expect(within(summary).getByRole('button', { name: 'Pagamento veloce' })).toBeVisible();
  });

  it('closes with "Torna alla spesa"', async () => {
    const onBackToShopping = vi.fn();
    const { user, onOpenChange } = renderDrawer({ onBackToShopping });
    await user.click(await screen.findByRole('button', { name: 'Torna alla spesa' }));
    expect(onBackToShopping).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false, expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('locks every control when read-only (the payment route)', async () => {
    renderDrawer({ readOnly: true, onEditAddress: vi.fn() });
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(within(drawer).getByRole('button', { name: 'Cambia indirizzo' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Rimuovi Pomodori pelati' })).toBeDisabled();
  });

  it('shows the no-cart text without a cart', async () => {
    renderDrawer({ cart: aCart({ cartId: 0 }) });
    expect(await screen.findByText('Nessun carrello attivo')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ritiro presso' })).not.toBeInTheDocument();
  });

  it('shows a status while loading', async () => {
    renderDrawer({ cart: undefined, loading: true });
    expect(
      await screen.findByRole('status', { name: 'Caricamento in corso…' }),
    ).toBeInTheDocument();
  });
});
