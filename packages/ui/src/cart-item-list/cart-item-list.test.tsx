import { render, screen, waitFor, within } from '../testing/render';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@carrello/sdk';
import { aProduct, products } from '../product-card/product-fixtures';
import { aCartItem, cartItems } from './cart-fixtures';
import { CartItemList, type CartItemListProps } from './cart-item-list';

function renderList(props: Partial<CartItemListProps> = {}) {
  const handlers = {
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    onAcceptAlternativesChange: vi.fn(),
    onAcceptAllAlternativesChange: vi.fn(),
    onDeleteSubscriptionPlan: vi.fn(),
    onAlternativesRequest: vi.fn(),
  };
  const result = render(<CartItemList items={cartItems} {...handlers} {...props} />);
  return { ...handlers, ...result };
}

function row(name: string) {
  return screen.getByRole('heading', { name }).closest('li')!;
}

describe('CartItemList', () => {
  it('lists the lines under "Prodotti nel carrello"', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Prodotti nel carrello' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(row('Pomodori pelati')).getByRole('img', { name: 'Pomodori pelati' }),
    ).toBeVisible();
  });

  it('changes the quantity with + and −', async () => {
    const { user, onQuantityChange } = renderList();
    const stepper = within(row('Pomodori pelati')).getByRole('group', {
      name: 'Quantità di Pomodori pelati',
    });
    await user.click(within(stepper).getByRole('button', { name: 'Aumenta quantità' }));
    expect(onQuantityChange).toHaveBeenCalledWith(cartItems[0], 25);
  });

  it('shows the package count of core: 24 pieces in packages of 24 is "(1 collo)"', () => {
    renderList();
    expect(within(row('Pomodori pelati')).getByText('(1 collo)')).toBeVisible();
  });

  it('shows goods sold by weight by their weight, never in packages, with an estimated price', () => {
    renderList();
    const loose = row('Pomodorini ciliegino');
    expect(within(loose).queryByText(/colli/)).toBeNull();
    expect(within(loose).getByText('Prezzo stimato, si paga il peso effettivo')).toBeVisible();
    const weight = within(loose).getByRole('group', { name: 'Peso di Pomodorini ciliegino' });
    expect(weight).toHaveTextContent('3 kg');
  });

  describe('removal', () => {
    it('asks for confirmation, then removes', async () => {
      const { user, onRemove } = renderList();
      await user.click(screen.getByRole('button', { name: 'Rimuovi Pomodori pelati' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Rimuovere il prodotto?' });
      expect(dialog).toHaveAccessibleDescription(
        'Vuoi davvero rimuovere Pomodori pelati dal carrello?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(onRemove).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Rimuovi Pomodori pelati' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }),
      );
      expect(onRemove).toHaveBeenCalledWith(cartItems[0]);
    });

    function Removable({ initial }: { initial: CartItem[] }) {
      const [items, setItems] = useState(initial);
      return (
        <CartItemList
          items={items}
          onRemove={(gone) => setItems((lines) => lines.filter((line) => line !== gone))}
        />
      );
    }

    it('moves focus to the line that takes the removed one’s place and announces it', async () => {
      const { user } = render(<Removable initial={cartItems} />);
      const first = cartItems[0]!.product.name;
      const second = cartItems[1]!.product.name;
      await user.click(screen.getByRole('button', { name: `Rimuovi ${first}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `Rimuovi ${second}` })).toHaveFocus(),
      );
      expect(screen.getByText(`${first} rimosso dal carrello.`)).toHaveAttribute('role', 'status');
    });

    it('moves focus to the line before when the last line goes, then to the list', async () => {
      const two = cartItems.slice(0, 2);
      const { user } = render(<Removable initial={two} />);
      const [first, second] = two.map((item) => item.product.name);
      await user.click(screen.getByRole('button', { name: `Rimuovi ${second}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `Rimuovi ${first}` })).toHaveFocus(),
      );
      await user.click(screen.getByRole('button', { name: `Rimuovi ${first}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }),
      );
      const said = await screen.findByText(`${first} rimosso dal carrello.`);
      expect(said).toHaveAttribute('role', 'status');
      await waitFor(() => expect(said.parentElement).toHaveFocus());
    });

    it('says which line went when the shop replaces the list by its empty cart', async () => {
      const only = cartItems[0]!;
      function Shop() {
        const [items, setItems] = useState([only]);
        return items.length > 0 ? (
          <CartItemList
            items={items}
            onRemove={(gone) => setItems((lines) => lines.filter((line) => line !== gone))}
          />
        ) : (
          <h2>Il carrello è vuoto</h2>
        );
      }
      const { user } = render(<Shop />);
      await user.click(screen.getByRole('button', { name: `Rimuovi ${only.product.name}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }),
      );
      expect(await screen.findByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          `${only.product.name} rimosso dal carrello.`,
        ),
      );
      document.querySelector('[data-carrello-announcer]')?.remove();
    });
  });

  describe('a line with editable false (the free gift)', () => {
    it('cannot be removed, has disabled − and +, and is marked "Omaggio"', () => {
      renderList();
      const gift = row('Shopper riutilizzabile');
      expect(within(gift).queryByRole('button', { name: /Rimuovi/ })).not.toBeInTheDocument();
      for (const button of within(gift).getAllByRole('button', { name: /quantità/ })) {
        expect(button).toBeDisabled();
      }
      expect(within(gift).getByText('Omaggio')).toBeVisible();
      expect(within(gift).queryByRole('switch')).not.toBeInTheDocument();
    });
  });

  describe('a line at the most it holds', () => {
    it.each([
      {
        cap: '999 pieces',
        item: aCartItem({ quantity: 999 }),
        stepper: 'Quantità di Pomodori pelati',
        shown: '999',
      },
      {
        cap: '100 kg of goods sold by weight',
        item: { ...cartItems[2]!, weight: 100 },
        stepper: 'Peso di Pomodorini ciliegino',
        shown: '100 kg',
      },
    ])('has + disabled at $cap, and − still offered', ({ item, stepper: name, shown }) => {
      renderList({ items: [item] });
      const stepper = within(row(item.product.name)).getByRole('group', { name });
      expect(stepper).toHaveTextContent(shown);
      expect(within(stepper).getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
      expect(within(stepper).getByRole('button', { name: 'Diminuisci quantità' })).toBeEnabled();
    });
  });

  describe('natures 8 and 10', () => {
    it('have no − and +', () => {
      const nature8 = aCartItem({
        itemId: 1,
        product: aProduct({
          productId: 9,
          name: 'Ricarica carta',
          productInfos: { PRODUCT_NATURE_ID: '8' },
        }),
      });
      renderList({ items: [nature8, cartItems[4]!] });
      expect(within(row('Ricarica carta')).queryByRole('group')).not.toBeInTheDocument();
      expect(within(row('Ricarica carta')).getByText('2 pezzi')).toBeVisible();
      expect(
        within(row('Abbonamento consegna gratuita mensile')).queryByRole('group'),
      ).not.toBeInTheDocument();
    });

    it('lets the shopper delete the subscription plan', async () => {
      const { user, onDeleteSubscriptionPlan } = renderList();
      await user.click(
        within(row('Abbonamento consegna gratuita mensile')).getByRole('button', {
          name: 'Elimina abbonamento',
        }),
      );
      expect(onDeleteSubscriptionPlan).toHaveBeenCalledWith(cartItems[4], '81');
    });
  });

  it('shows the brand and the CMS description as plain text on one line', () => {
    renderList({
      items: [
        aCartItem({
          itemId: 1,
          product: aProduct({
            name: 'Mele Fuji',
            shortDescr: 'Frutteti Alpini',
            description: '<p>Mele Fuji di <b>montagna</b></p>',
          }),
        }),
      ],
    });
    expect(
      within(row('Mele Fuji')).getByText('Frutteti Alpini · Mele Fuji di montagna'),
    ).toBeVisible();
    expect(row('Mele Fuji').textContent).not.toContain('<p>');
  });

  describe('accepting alternatives', () => {
    it('has a switch only on eligible lines (not promo, not nature 10, not locked)', () => {
      renderList();
      expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([
        'Accetta sostituzioni per Pomodori pelati',
        'Accetta sostituzioni per Pomodorini ciliegino',
      ]);
    });

    it('opens the alternatives dialog when a switch is ticked', async () => {
      const { user, onAcceptAlternativesChange, onAlternativesRequest, rerender } = renderList();
      await user.click(
        screen.getByRole('switch', { name: 'Accetta sostituzioni per Pomodori pelati' }),
      );
      expect(onAcceptAlternativesChange).toHaveBeenCalledWith(cartItems[0], true);
      expect(onAlternativesRequest).toHaveBeenCalledWith(cartItems[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Pomodori pelati' });
      expect(dialog).toHaveAttribute('data-width', '720');
      rerender(<CartItemList items={cartItems} alternatives={{ 100231: products.slice(2, 4) }} />);
      expect(
        within(screen.getByRole('dialog')).getByRole('heading', {
          name: 'Mozzarella di bufala campana DOP',
        }),
      ).toBeInTheDocument();
    });

    it('lets the parent own the open dialog, to close it on a back navigation', async () => {
      const onAlternativesItemChange = vi.fn();
      const { user, rerender } = renderList({
        alternativesItem: null,
        onAlternativesItemChange,
        alternatives: { 100231: products.slice(2, 4) },
      });
      await user.click(
        screen.getByRole('switch', { name: 'Accetta sostituzioni per Pomodori pelati' }),
      );
      expect(onAlternativesItemChange).toHaveBeenCalledWith(cartItems[0]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      rerender(
        <CartItemList
          items={cartItems}
          alternativesItem={cartItems[0]}
          onAlternativesItemChange={onAlternativesItemChange}
          alternatives={{ 100231: products.slice(2, 4) }}
        />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Pomodori pelati' });
      await user.keyboard('{Escape}');
      expect(onAlternativesItemChange).toHaveBeenLastCalledWith(null);
      expect(dialog).toBeInTheDocument();
      rerender(
        <CartItemList
          items={cartItems}
          alternativesItem={null}
          onAlternativesItemChange={onAlternativesItemChange}
        />,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('keeps the focus on a switch whose change is being saved, which ignores presses', async () => {
      const { user, onAcceptAlternativesChange, rerender } = renderList();
      const name = 'Accetta sostituzioni per Pomodorini ciliegino';
      screen.getByRole('switch', { name }).focus();
      rerender(
        <CartItemList
          items={cartItems}
          busyItemIds={[cartItems[2]!.itemId]}
          onAcceptAlternativesChange={onAcceptAlternativesChange}
        />,
      );
      const busy = screen.getByRole('switch', { name });
      expect(busy).toHaveFocus();
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard(' ');
      expect(onAcceptAlternativesChange).not.toHaveBeenCalled();
      expect(busy).toHaveFocus();
    });

    it('does not open the dialog when a switch is unticked', async () => {
      const { user, onAcceptAlternativesChange } = renderList();
      await user.click(
        screen.getByRole('switch', { name: 'Accetta sostituzioni per Pomodorini ciliegino' }),
      );
      expect(onAcceptAlternativesChange).toHaveBeenCalledWith(cartItems[2], false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('has a global checkbox, mixed when some eligible lines accept, that sets them all', async () => {
      const { user, onAcceptAllAlternativesChange } = renderList();
      const all = screen.getByRole('checkbox', {
        name: 'Accetta sostituzioni per tutti i prodotti',
      });
      expect(all).toHaveAttribute('aria-checked', 'mixed');
      await user.click(all);
      expect(onAcceptAllAlternativesChange).toHaveBeenCalledWith(
        [cartItems[0], cartItems[2]],
        true,
      );
    });

    it('hides the global checkbox when no line is eligible', () => {
      const items: CartItem[] = [cartItems[1]!, cartItems[3]!];
      renderList({ items });
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });

  it('shows the unit price on the checkout variant only', () => {
    const { unmount } = renderList({ variant: 'checkout' });
    expect(within(row('Pomodori pelati')).getByText(/cad\./)).toBeVisible();
    unmount();
    renderList({ variant: 'drawer' });
    expect(within(row('Pomodori pelati')).queryByText(/cad\./)).not.toBeInTheDocument();
  });
});
