import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { captureCardPaymentParams } from './card-payment-params';
import { renderCardPaymentPage } from '../testing/card-page';
import { enabledPayButton } from '../testing/pay-button';
import { fakePlatform } from '../testing/platform';

// Stripe.js, faked where the provider loads it: no script from js.stripe.com in tests.
const stripeJs = await vi.hoisted(async () => {
  const { fakeStripe } = await import('../testing/fake-stripe');
  const confirmPayment = vi.fn<() => Promise<PaymentIntentResult>>();
  const { instance } = fakeStripe({ confirmPayment });
  return { confirmPayment, loadStripe: vi.fn(() => Promise.resolve(instance)) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

const SECRET = 'pi_3Ox7Lk_secret_Hd72';

function renderCardPage() {
  window.history.replaceState(
    null,
    '',
    `/stripe-pay-payment/90210/${SECRET}/42.5/2026-11-24/10:00`,
  );
  captureCardPaymentParams();
  const { client } = fakePlatform({ data: { orderId: 90210, status: 'pending' } });
  renderCardPaymentPage(client);
}

beforeEach(() => {
  vi.stubEnv('VITE_PAYMENT_PROVIDER', 'stripe');
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_51Nx2Yb');
});

afterEach(() => {
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

describe('StripePayPaymentPage with the Stripe provider', () => {
  it('shows the order and Stripe’s form, loading Stripe.js with the configured key', async () => {
    renderCardPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento con carta' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Ordine n\. 90210, totale 42,50\s€, consegna martedì 24 novembre alle 10:00\.$/,
      ),
    ).toBeInTheDocument();
    await enabledPayButton(/^Paga 42,50\s€$/);
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_51Nx2Yb', { locale: 'it' });
  });

  it('goes to the completed order once Stripe confirms', async () => {
    const user = userEvent.setup();
    stripeJs.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_3Ox7Lk', status: 'succeeded' },
    } as PaymentIntentResult);
    renderCardPage();

    await user.click(await enabledPayButton(/^Paga 42,50\s€$/));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grazie, ordine ricevuto!' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart/payment-completed/90210');
  });

  it('stays on the page after a declined card, and leaves it when the payment is over', async () => {
    const user = userEvent.setup();
    stripeJs.confirmPayment
      .mockResolvedValueOnce({
        error: { type: 'card_error', code: 'card_declined' },
      } as PaymentIntentResult)
      .mockResolvedValueOnce({
        error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
      } as PaymentIntentResult);
    renderCardPage();

    await user.click(await enabledPayButton(/^Paga 42,50\s€$/));
    expect(await screen.findByRole('alert')).toHaveTextContent('La carta è stata rifiutata.');
    expect(window.location.pathname).toBe('/stripe-pay-payment/90210');

    await user.click(screen.getByRole('button', { name: /^Paga 42,50\s€$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento non riuscito' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment-error/90210');
  });
});
