import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createEbsnClient } from '@carrello/sdk';

import { pushToDataLayer } from '../app/analytics';
import { captureCardPaymentParams, cardPaymentParams } from './card-payment-params';
import { PaymentConfigError } from './payment-config';
import { renderCardPaymentPage } from '../testing/card-page';
import { fakePlatform } from '../testing/platform';

const SECRET = 'pi_3Ox7Lk_secret_Hd72';
const CARD_PAGE = `/stripe-pay-payment/90210/${SECRET}/42.5/2026-11-24/10:00/-/%7B%22card%22%3A1%7D/302`;

function openAt(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllEnvs();
  openAt('/');
});

describe('captureCardPaymentParams', () => {
  it('takes the secret and the payment data out of the card page address', () => {
    openAt(CARD_PAGE);

    captureCardPaymentParams();

    expect(window.location.pathname).toBe('/stripe-pay-payment/90210');
    expect(window.location.href).not.toContain('secret');
    expect(window.location.href).not.toContain('card');
    expect(cardPaymentParams('90210')).toEqual({
      order: '90210',
      paymentClientSecret: SECRET,
      orderGrossTotal: '42.5',
      timeSlotDate: '2026-11-24',
      timeSlotTime: '10:00',
      redirectUrlRecurrent: '-',
      paymentData: '{"card":1}',
      paymentAuthId: '302',
    });
    // The parameters belong to their order only.
    expect(cardPaymentParams('1')).toBeUndefined();
  });

  it('takes Stripe’s return query out of the address and keeps its status', () => {
    openAt(
      `/stripe-pay-payment/90210?payment_intent=pi_3Ox7Lk&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`,
    );

    captureCardPaymentParams();

    expect(window.location.pathname + window.location.search).toBe('/stripe-pay-payment/90210');
    expect(cardPaymentParams('90210')).toMatchObject({
      paymentClientSecret: SECRET,
      redirectStatus: 'succeeded',
    });
  });

  it('drops a client secret from any other page, keeping the rest of the address', () => {
    openAt(`/cart/payment-completed/90210?payment_intent_client_secret=${SECRET}&from=app#top`);

    captureCardPaymentParams();

    expect(window.location.pathname).toBe('/cart/payment-completed/90210');
    expect(window.location.search).toBe('?from=app');
    expect(window.location.hash).toBe('#top');
  });

  it('cleans the address first, then refuses a Stripe build without a publishable key', () => {
    vi.stubEnv('VITE_PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    openAt(CARD_PAGE);

    expect(() => captureCardPaymentParams()).toThrow(PaymentConfigError);
    expect(window.location.href).not.toContain('secret');
  });
});

describe('the card page after start-up', () => {
  it('reports a page view without the secret or the payment data', async () => {
    openAt(CARD_PAGE);
    captureCardPaymentParams();

    renderCardPaymentPage(
      createEbsnClient({ baseUrl: 'http://negozio.test', fetch: vi.fn() }),
      pushToDataLayer,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento con carta' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({ path: '/stripe-pay-payment' });
    const sent = JSON.stringify(window.dataLayer);
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain('card');
  });

  it('sends the returned secret to the platform only, then shows the completed order', async () => {
    openAt(
      `/stripe-pay-payment/90210?payment_intent=pi_3Ox7Lk&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`,
    );
    captureCardPaymentParams();
    const { client, sent: asked } = fakePlatform({
      data: { orderId: 90210, status: 'completed' },
      record: (request) => new URL(request.url),
    });

    renderCardPaymentPage(client, pushToDataLayer);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grazie, ordine ricevuto!' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart/payment-completed/90210');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe('/ebsn/api/stripe/payment-feedback');
    expect(asked[0]?.searchParams.get('payment_intent_client_secret')).toBe(SECRET);
    expect(JSON.stringify(window.dataLayer)).not.toContain(SECRET);
  });
});
