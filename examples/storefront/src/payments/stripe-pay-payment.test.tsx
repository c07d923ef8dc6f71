import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { StripePayPaymentPage } from '../routes/stripe-pay-payment';
import { captureCardPaymentParams } from './card-payment-params';
import { enabledPayButton } from '../testing/pay-button';

// Stripe.js, faked where the provider loads it: no script from js.stripe.com in tests.
const stripeJs = vi.hoisted(() => {
  const confirmPayment = vi.fn<() => Promise<PaymentIntentResult>>();
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    off: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
    }),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => element), update: vi.fn() })),
    confirmPayment,
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  return { confirmPayment, loadStripe: vi.fn(() => Promise.resolve(stripe)) };
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
  const fetch = vi.fn(async () => {
    const body = {
      response: { status: 0, errors: [], infos: [], warnings: [] },
      data: { orderId: 90210, status: 'pending' },
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const router = createBrowserRouter([
    {
      path: '/stripe-pay-payment/:order/:payment_client_secret?/:orderGrossTotal?/:timeSlotDate?/:timeSlotTime?/:redirect_url_recurrent?/:payment_data?/:payment_auth_id?',
      element: <StripePayPaymentPage />,
    },
    { path: '/cart/payment-completed/:orderId', element: <h1>Grazie, ordine ricevuto!</h1> },
    { path: '/payment-error/:orderId', element: <h1>Pagamento non riuscito</h1> },
  ]);
  render(
    <ThemeProvider>
      <CarrelloProvider
        client={createEbsnClient({ baseUrl: 'http://negozio.test', fetch })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </CarrelloProvider>
    </ThemeProvider>,
  );
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
