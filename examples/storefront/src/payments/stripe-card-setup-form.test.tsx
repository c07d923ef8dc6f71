import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupIntentResult, Stripe, StripeError } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@carrello/ui';

import { createStripeProvider } from './stripe-provider';
import { fakeStripe, heldAnswer } from '../testing/fake-stripe';
import { enabledPayButton } from '../testing/pay-button';

const SECRET = 'seti_1Nx2Yb_secret_Qm81';
const RETURN_URL = 'http://negozio.test/profile/payment-method?payment_id=seti_7';

function setUp(status: 'succeeded' | 'processing' | 'canceled' = 'succeeded') {
  return Promise.resolve({ setupIntent: { id: 'seti_1Nx2Yb', status } } as SetupIntentResult);
}

function refused(error: Partial<StripeError>): Promise<SetupIntentResult> {
  return Promise.resolve({ error } as SetupIntentResult);
}

/** The Stripe provider's card-saving form, with Stripe.js faked where the provider loads it. */
function renderSetupForm(stripe: Stripe) {
  const loadStripe = vi.fn(() => Promise.resolve(stripe));
  const { CardSetupForm } = createStripeProvider({ publishableKey: 'pk_test_51Nx2Yb', loadStripe });
  if (!CardSetupForm) throw new Error('The Stripe provider has a card-saving form');
  const onSettled = vi.fn();
  render(
    <ThemeProvider>
      <CardSetupForm
        setup={{ paymentId: 'seti_7', clientSecret: SECRET }}
        returnUrl={RETURN_URL}
        onSettled={onSettled}
      />
    </ThemeProvider>,
  );
  return { onSettled, loadStripe };
}

describe('the Stripe card-saving form', () => {
  it('opens Stripe Elements in Italian on the setup intent, and saves the card once', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({ confirmSetup: () => setUp() });
    const { onSettled, loadStripe } = renderSetupForm(fake.instance);

    expect(
      screen.getByRole('status', { name: 'Caricamento del pagamento sicuro con carta' }),
    ).toBeInTheDocument();
    await user.click(await enabledPayButton('Salva la carta'));

    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('succeeded'));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Nx2Yb');
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: SECRET, locale: 'it' }),
    );
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(fake.stripe.confirmSetup).toHaveBeenCalledTimes(1);
    expect(fake.stripe.confirmSetup).toHaveBeenCalledWith({
      elements: fake.elements,
      redirect: 'if_required',
      confirmParams: { return_url: RETURN_URL },
    });
    expect(fake.stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('keeps the button disabled while Stripe confirms, so a double click saves once', async () => {
    const user = userEvent.setup();
    const confirm = heldAnswer<SetupIntentResult>();
    const fake = fakeStripe({ confirmSetup: confirm.answer });
    const { onSettled } = renderSetupForm(fake.instance);

    await user.click(await enabledPayButton('Salva la carta'));
    const busy = screen.getByRole('button', { name: 'Salvataggio in corso…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fake.stripe.confirmSetup).toHaveBeenCalledTimes(1);

    confirm.settle(setUp('processing'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('processing'));
  });

  it('says in Italian why a card was refused and lets the shopper try another one', async () => {
    const user = userEvent.setup();
    const results = [
      refused({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
      setUp(),
    ];
    const fake = fakeStripe({ confirmSetup: () => results.shift() ?? setUp() });
    const { onSettled } = renderSetupForm(fake.instance);

    await user.click(await enabledPayButton('Salva la carta'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La carta non ha fondi sufficienti per questo importo. Prova con un’altra carta.',
    );
    expect(onSettled).not.toHaveBeenCalled();

    await user.click(await enabledPayButton('Salva la carta'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('succeeded'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not go back when the setup was cancelled, and says so', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({ confirmSetup: () => setUp('canceled') });
    const { onSettled } = renderSetupForm(fake.instance);

    await user.click(await enabledPayButton('Salva la carta'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il salvataggio della carta è stato annullato.',
    );
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('says so when Stripe does not answer', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({ confirmSetup: () => Promise.reject(new Error('network down')) });
    const { onSettled } = renderSetupForm(fake.instance);

    await user.click(await enabledPayButton('Salva la carta'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il salvataggio della carta non è andato a buon fine. Riprova tra qualche istante.',
    );
    expect(onSettled).not.toHaveBeenCalled();
  });
});
