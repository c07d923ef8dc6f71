import { render, screen } from '../testing/render';
import { describe, expect, it, vi } from 'vitest';
import { auths, paymentTypes } from './fixtures';
import { FastPaymentCard, PaymentMethodList } from './payment-method-list';

describe('PaymentMethodList', () => {
  it('lets the user pick an active payment type; inactive ones are disabled', async () => {
    const onValueChange = vi.fn();
    const { user } = render(
      <PaymentMethodList paymentTypes={paymentTypes} onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('group', { name: 'Metodi di pagamento' })).toBeInTheDocument();
    const card = screen.getByRole('radio', { name: 'Carta di credito' });
    expect(card).toHaveAccessibleDescription(
      'Paga online con carta di credito, debito o prepagata.',
    );
    await user.click(card);
    expect(card).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith(12);
    expect(screen.getByRole('radio', { name: 'Buoni pasto elettronici' })).toBeDisabled();
  });

  it('lists saved cards with brand, expiry and default mark', async () => {
    const onRemoveAuth = vi.fn();
    const { user } = render(
      <PaymentMethodList paymentTypes={paymentTypes} auths={auths} onRemoveAuth={onRemoveAuth} />,
    );
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(screen.getByText('Scade 09/28')).toBeInTheDocument();
    expect(screen.getByText('Predefinita')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi la carta •••• 4444' }));
    expect(onRemoveAuth).toHaveBeenCalledWith(auths[1]);
  });

  it('shows the empty and loading states', () => {
    const { rerender } = render(<PaymentMethodList paymentTypes={[]} />);
    expect(
      screen.getByRole('heading', { name: 'Nessun metodo di pagamento disponibile.' }),
    ).toBeInTheDocument();
    rerender(<PaymentMethodList paymentTypes={[]} loading />);
    expect(screen.getByText('Caricamento in corso…')).toBeInTheDocument();
  });
});

describe('FastPaymentCard', () => {
  it('pays with the saved card, for authenticated users only', async () => {
    const onPay = vi.fn();
    const { rerender, user } = render(
      <FastPaymentCard authenticated auth={auths[0]} onPay={onPay} />,
    );
    expect(screen.getByRole('region', { name: 'Pagamento veloce' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paga con •••• 4242' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    rerender(<FastPaymentCard authenticated={false} auth={auths[0]} onPay={onPay} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
