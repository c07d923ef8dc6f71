import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';

import { createEbsnClient } from '@carrello/sdk';

import { PaymentConfigError, readPaymentConfig } from './payment-config';
import { paymentProvider, simulatedProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { fakeStripe } from '../testing/fake-stripe';
import { enabledPayButton } from '../testing/pay-button';
import { TestProviders } from '../testing/platform';

describe('readPaymentConfig', () => {
  it('chooses the simulated provider when nothing is configured', () => {
    expect(readPaymentConfig({})).toEqual({ provider: 'simulated' });
    expect(readPaymentConfig({ VITE_PAYMENT_PROVIDER: '' })).toEqual({ provider: 'simulated' });
    // The test build has no payment settings, like the default storefront build.
    expect(readPaymentConfig()).toEqual({ provider: 'simulated' });
  });

  it('chooses Stripe with its publishable key', () => {
    expect(
      readPaymentConfig({
        VITE_PAYMENT_PROVIDER: 'stripe',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Nx2Yb',
      }),
    ).toEqual({ provider: 'stripe', publishableKey: 'pk_test_51Nx2Yb' });
  });

  it('refuses Stripe without a publishable key, naming the variable to set', () => {
    expect(() => readPaymentConfig({ VITE_PAYMENT_PROVIDER: 'stripe' })).toThrow(
      PaymentConfigError,
    );
    expect(() =>
      readPaymentConfig({ VITE_PAYMENT_PROVIDER: 'stripe', VITE_STRIPE_PUBLISHABLE_KEY: ' ' }),
    ).toThrow(/VITE_PAYMENT_PROVIDER="stripe" needs VITE_STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses a secret Stripe key without repeating it', () => {
    let message = '';
    try {
      readPaymentConfig({
        VITE_PAYMENT_PROVIDER: 'stripe',
        VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_51Nx2YbSecret',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/secret Stripe key/);
    expect(message).not.toContain('sk_live_51Nx2YbSecret');
  });

  it('refuses a key that is not a publishable key, and an unknown provider', () => {
    expect(() =>
      readPaymentConfig({ VITE_PAYMENT_PROVIDER: 'stripe', VITE_STRIPE_PUBLISHABLE_KEY: 'abc' }),
    ).toThrow(/pk_live_ or pk_test_/);
    expect(() => readPaymentConfig({ VITE_PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /"paypal" is not a payment provider/,
    );
  });
});

describe('paymentProvider', () => {
  it('has no card form with the simulated provider (the server has its own payment page)', () => {
    expect(paymentProvider({ provider: 'simulated' })).toBe(simulatedProvider);
    expect(paymentProvider().CardForm).toBeNull();
    expect(paymentProvider().CardSetupForm).toBeNull();
  });

  it('gives the same Stripe provider on every call, so the card form keeps its state', () => {
    const config = { provider: 'stripe', publishableKey: 'pk_test_51Nx2Yb' } as const;
    const provider = paymentProvider(config);
    expect(provider.id).toBe('stripe');
    expect(provider.CardForm).not.toBeNull();
    expect(provider.CardSetupForm).not.toBeNull();
    expect(paymentProvider(config)).toBe(provider);
  });
});

function renderCardForm(provider: ReturnType<typeof createStripeProvider>) {
  const { CardForm } = provider;
  if (!CardForm) throw new Error('The Stripe provider has a card form');
  const client = createEbsnClient({ baseUrl: 'http://negozio.test', fetch: vi.fn() });
  render(
    <TestProviders client={client}>
      <CardForm
        params={{
          order: '90210',
          paymentClientSecret: 'pi_3Ox7Lk_secret_Hd72',
          orderGrossTotal: '42.5',
          timeSlotDate: '2026-11-24',
          timeSlotTime: '10:00',
        }}
        onCompleted={vi.fn()}
        onFailed={vi.fn()}
      />
    </TestProviders>,
  );
}

describe('createStripeProvider', () => {
  it('loads Stripe.js for its key when a card form first shows', async () => {
    const loadStripe = vi.fn(() => Promise.resolve(fakeStripe().instance));
    const provider = createStripeProvider({ publishableKey: 'pk_test_51Nx2Yb', loadStripe });
    expect(loadStripe).not.toHaveBeenCalled();

    renderCardForm(provider);

    expect(
      screen.getByRole('status', { name: 'Caricamento del pagamento sicuro con carta' }),
    ).toBeInTheDocument();
    await enabledPayButton(/^Paga 42,50\s€$/);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Nx2Yb');
    expect(loadStripe).toHaveBeenCalledTimes(1);
  });

  it('says so when Stripe.js cannot load, and tries again on request', async () => {
    const user = userEvent.setup();
    const loadStripe = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValue(fakeStripe().instance);
    renderCardForm(createStripeProvider({ publishableKey: 'pk_test_51Nx2Yb', loadStripe }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare il pagamento sicuro con carta.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    await enabledPayButton(/^Paga 42,50\s€$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
