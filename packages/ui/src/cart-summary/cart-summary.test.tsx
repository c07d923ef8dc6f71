import { render, screen, within } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { aCart } from '../cart-item-list/cart-fixtures';
import { CartSummary, type CartSummaryProps } from './cart-summary';

const nbsp = /\s/g;
const text = (element: HTMLElement) => element.textContent?.replace(nbsp, ' ');

function renderSummary(props: Partial<CartSummaryProps> = {}) {
  render(<CartSummary cart={aCart()} {...props} />);
  return screen.getByRole('region', { name: 'Riepilogo' });
}

describe('CartSummary', () => {
  it('shows products, packages, delivery, TOTALE and the gift the order earns', () => {
    const summary = renderSummary({ cart: aCart({ deliveryFee: 0 }) });
    const terms = within(summary).getAllByRole('term').map(text);
    const values = within(summary).getAllByRole('definition').map(text);
    expect(terms).toEqual([
      'Prodotti',
      'Sacchetto biodegradabile3 x 0,10 €',
      'Borsa termica per surgelati1 x 2,10 €',
      'Consegna',
      'TOTALE',
    ]);
    expect(values).toEqual(['44,82 €', '0,30 €', '2,10 €', 'Gratis', '47,22 €']);
    expect(
      within(summary).getByText(/Con questo ordine ricevi Buono fedeltà di novembre/),
    ).toBeVisible();
  });

  it('lists the delivery fee and applied gift certificates so the lines add up to TOTALE', () => {
    const summary = renderSummary({
      cart: aCart({
        totalPrice: 7.98,
        deliveryFee: 4.9,
        orderPackages: [],
        giftCertificatesToGenerate: [],
        userGiftCertificates: [{ giftCertificateId: 3, name: 'Buono benvenuto', amount: 2 }],
        grossTotal: 10.88,
      }),
    });
    const values = within(summary).getAllByRole('definition').map(text);
    expect(within(summary).getAllByRole('term').map(text)).toEqual([
      'Prodotti',
      'Buono benvenuto',
      'Consegna',
      'TOTALE',
    ]);
    expect(values).toEqual(['7,98 €', '−2,00 €', '4,90 €', '10,88 €']);
  });

  it('says how much is authorised, and why, when it differs from TOTALE', () => {
    const summary = renderSummary({ amountToAuthorize: 50 });
    expect(text(within(summary).getByText('Importo da autorizzare').parentElement!)).toMatch(
      /^Importo da autorizzareI prodotti a peso vengono pesati.*50,00 €$/,
    );
  });

  it('takes meal vouchers off TOTALE and shows what is left to pay', () => {
    const summary = renderSummary({
      cart: aCart({
        deliveryFee: 0,
        mealTicket: {
          paymentTypeId: 43,
          name: 'Day',
          value: 7,
          vouchers: 2,
          maxVouchers: 6,
          amount: 14,
        },
      }),
      // What the card is asked: the rest, so no "Importo da autorizzare" line.
      amountToAuthorize: 33.22,
    });
    const terms = within(summary).getAllByRole('term').map(text);
    const values = within(summary).getAllByRole('definition').map(text);
    expect(terms.slice(-3)).toEqual(['TOTALE', 'Buoni pasto Day2 x 7,00 €', 'Resto da pagare']);
    expect(values.slice(-3)).toEqual(['47,22 €', '−14,00 €', '33,22 €']);
  });

  it.each([
    [0, 'Nessun prodotto'],
    [1, '1 prodotto'],
    [5, '5 prodotti'],
  ])('reads the count %i as "%s"', (totalItems, expected) => {
    const summary = renderSummary({ cart: aCart({ totalItems }) });
    expect(within(summary).getByRole('heading', { name: `Riepilogo ${expected}` })).toBeVisible();
  });

  it('offers "Torna alla spesa" and "Concludi ordine"', async () => {
    const onBackToShopping = vi.fn();
    const onCheckout = vi.fn();
    const { user } = render(
      <CartSummary cart={aCart()} onBackToShopping={onBackToShopping} onCheckout={onCheckout} />,
    );
    await user.click(screen.getByRole('button', { name: 'Torna alla spesa' }));
    await user.click(screen.getByRole('button', { name: 'Concludi ordine' }));
    expect(onBackToShopping).toHaveBeenCalledTimes(1);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  describe('fast payment', () => {
    const fast = { paymentTypeId: 12, active: 1 };
    const cardIntent = { paymentTypeId: 25, active: 1 };

    it('shows when type 12 is offered and the summary is compact', async () => {
      const onFastPayment = vi.fn();
      const { user } = render(
        <CartSummary cart={aCart()} paymentTypes={[fast]} compact onFastPayment={onFastPayment} />,
      );
      await user.click(screen.getByRole('button', { name: 'Pagamento veloce' }));
      expect(onFastPayment).toHaveBeenCalledTimes(1);
    });

    it('hides on the full summary', () => {
      renderSummary({ paymentTypes: [fast], compact: false });
      expect(screen.queryByRole('button', { name: 'Pagamento veloce' })).not.toBeInTheDocument();
    });

    it('hides when an active card intent (type 25) is offered', () => {
      renderSummary({ paymentTypes: [fast, cardIntent], compact: true });
      expect(screen.queryByRole('button', { name: 'Pagamento veloce' })).not.toBeInTheDocument();
    });

    it('hides without type 12', () => {
      renderSummary({ paymentTypes: [cardIntent], compact: true });
      expect(screen.queryByRole('button', { name: 'Pagamento veloce' })).not.toBeInTheDocument();
    });
  });

  it.each([null, aCart({ cartId: 0 })])('shows the no-cart text when there is no cart', (cart) => {
    const summary = renderSummary({ cart, onBackToShopping: vi.fn() });
    expect(within(summary).getByText('Nessun carrello attivo')).toBeVisible();
    expect(screen.queryByText('TOTALE')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concludi ordine' })).not.toBeInTheDocument();
  });
});
