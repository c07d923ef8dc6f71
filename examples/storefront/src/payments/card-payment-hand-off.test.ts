import { describe, expect, it, vi } from 'vitest';

import { cardPaymentHandOff } from './card-payment-hand-off';
import { cardPaymentParams } from './card-payment-params';
import { simulatedProvider, type PaymentProvider } from './payment-provider';

const cardProvider: PaymentProvider = { id: 'stripe', CardForm: () => null, CardSetupForm: null };
const slot = { date: '2026-11-24', beginTime: '10:00' };
const buyAnswer = {
  url: 'https://pay.example.it/checkout',
  parameters: {
    order_id: '4021',
    amount: '42.30',
    session_id: 'ps_1',
    payment_client_secret: 'pi_secret_abc123',
  },
};

describe('cardPaymentHandOff', () => {
  it('takes a card-form provider to the card page, keeping the secret out of the path', () => {
    const navigate = vi.fn();
    const post = vi.fn();
    cardPaymentHandOff(cardProvider, navigate, slot, post)(buyAnswer);
    expect(post).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/stripe-pay-payment/4021');
    expect(navigate.mock.calls[0]?.[0]).not.toContain('pi_secret');
    expect(cardPaymentParams('4021')).toEqual({
      order: '4021',
      paymentClientSecret: 'pi_secret_abc123',
      orderGrossTotal: '42.30',
      timeSlotDate: '2026-11-24',
      timeSlotTime: '10:00',
    });
  });

  it('posts to the provider page with the simulated provider', () => {
    const navigate = vi.fn();
    const post = vi.fn();
    cardPaymentHandOff(simulatedProvider, navigate, slot, post)(buyAnswer);
    expect(post).toHaveBeenCalledWith(buyAnswer);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts a payment without a client secret even with a card-form provider', () => {
    const navigate = vi.fn();
    const post = vi.fn();
    const hosted = { url: buyAnswer.url, parameters: { order_id: '4022', amount: '10.00' } };
    cardPaymentHandOff(cardProvider, navigate, null, post)(hosted);
    expect(post).toHaveBeenCalledWith(hosted);
    expect(navigate).not.toHaveBeenCalled();
  });
});
