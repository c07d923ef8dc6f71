import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentIntentResult, Stripe, StripeError } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import type { CardPaymentParams } from './card-payment-params';
import { StripeCardForm } from './stripe-card-form';
import { fakeStripe, heldAnswer } from '../testing/fake-stripe';
import { enabledPayButton } from '../testing/pay-button';
import { fakePlatform, TestProviders } from '../testing/platform';

const SECRET = 'pi_3Ox7Lk_secret_Hd72';
// Prices are formatted for Italy, with a no-break space before the euro sign.
const PAY = /^Paga 42,50\s€$/;

const params: CardPaymentParams = {
  order: '90210',
  paymentClientSecret: SECRET,
  orderGrossTotal: '42.5',
  timeSlotDate: '2026-11-24',
  timeSlotTime: '10:00',
};

function paid(status: 'succeeded' | 'processing' = 'succeeded'): Promise<PaymentIntentResult> {
  return Promise.resolve({ paymentIntent: { id: 'pi_3Ox7Lk', status } } as PaymentIntentResult);
}

function refused(error: Partial<StripeError>): Promise<PaymentIntentResult> {
  return Promise.resolve({ error } as PaymentIntentResult);
}

/** The platform, answering every feedback call with `status`; records the addresses asked. */
function platform(status: 'completed' | 'pending' | 'failed' = 'completed') {
  const { client, sent } = fakePlatform({
    data: { orderId: 90210, status },
    record: (request) => new URL(request.url),
  });
  return { client, calls: sent };
}

function renderForm(
  stripe: Stripe,
  client: EbsnClient,
  handlers: { onCompleted?: () => void; onFailed?: () => void } = {},
) {
  const onCompleted = vi.fn(handlers.onCompleted);
  const onFailed = vi.fn(handlers.onFailed);
  render(
    <TestProviders client={client}>
      <StripeCardForm
        stripe={stripe}
        params={params}
        onCompleted={onCompleted}
        onFailed={onFailed}
      />
    </TestProviders>,
  );
  return { onCompleted, onFailed };
}

describe('StripeCardForm', () => {
  it('opens Stripe Elements in Italian on the intent of the page', async () => {
    const fake = fakeStripe({ confirmPayment: () => paid() });
    renderForm(fake.instance, platform().client);
    await enabledPayButton(PAY);
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: SECRET, locale: 'it' }),
    );
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
  });

  describe('when the card is accepted', () => {
    it('confirms once, reports the payment to the platform and completes', async () => {
      const user = userEvent.setup();
      const fake = fakeStripe({ confirmPayment: () => paid() });
      const { client, calls } = platform('completed');
      const { onCompleted, onFailed } = renderForm(fake.instance, client);

      await user.click(await enabledPayButton(PAY));

      await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
      expect(onFailed).not.toHaveBeenCalled();
      expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
      expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
        elements: fake.elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/stripe-pay-payment/90210` },
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.pathname).toBe('/ebsn/api/stripe/payment-feedback');
      expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
        order_id: '90210',
        redirect_status: 'succeeded',
        payment_intent_client_secret: SECRET,
      });
    });

    it('keeps the pay button disabled while Stripe confirms, so a double click pays once', async () => {
      const user = userEvent.setup();
      const confirm = heldAnswer<PaymentIntentResult>();
      const fake = fakeStripe({ confirmPayment: confirm.answer });
      const { onCompleted } = renderForm(fake.instance, platform().client);

      await user.click(await enabledPayButton(PAY));
      const busy = screen.getByRole('button', { name: 'Pagamento in corso…' });
      expect(busy).toBeDisabled();
      await user.click(busy);
      expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);

      confirm.settle(paid());
      await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    });

    it('follows the platform when it says the payment failed after all', async () => {
      const user = userEvent.setup();
      const fake = fakeStripe({ confirmPayment: () => paid() });
      const { onCompleted, onFailed } = renderForm(fake.instance, platform('failed').client);

      await user.click(await enabledPayButton(PAY));

      await waitFor(() =>
        expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ retryable: false })),
      );
      expect(onCompleted).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('Il pagamento non è stato accettato');
    });
  });

  describe('when the card is declined', () => {
    it('says so in Italian, reports it and lets the shopper pay again', async () => {
      const user = userEvent.setup();
      const results = [
        refused({
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: { status: 'requires_payment_method' } as StripeError['payment_intent'],
        }),
        paid(),
      ];
      const fake = fakeStripe({ confirmPayment: () => results.shift() ?? paid() });
      const { client, calls } = platform('pending');
      const { onCompleted, onFailed } = renderForm(fake.instance, client);

      await user.click(await enabledPayButton(PAY));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'La carta è stata rifiutata. Prova con un’altra carta o contatta la tua banca.',
      );
      expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
      expect(onFailed).toHaveBeenCalledWith({
        message: 'La carta è stata rifiutata. Prova con un’altra carta o contatta la tua banca.',
        retryable: true,
      });
      expect(onCompleted).not.toHaveBeenCalled();
      expect(calls[0]?.searchParams.get('redirect_status')).toBe('requires_payment_method');
      const pay = screen.getByRole('button', { name: PAY });
      expect(pay).toBeEnabled();

      // Another card on the same intent: the second attempt goes through.
      await user.click(pay);
      await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(2);
      expect(calls).toHaveLength(2);
    });

    it('names the reason a shopper can act on, such as missing funds', async () => {
      const user = userEvent.setup();
      const fake = fakeStripe({
        confirmPayment: () =>
          refused({
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
          }),
      });
      renderForm(fake.instance, platform('pending').client);

      await user.click(await enabledPayButton(PAY));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'La carta non ha fondi sufficienti per questo importo.',
      );
    });
  });

  it('treats incomplete card data as a form error: no report, no refusal', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({
      confirmPayment: () =>
        refused({
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Il numero della carta è incompleto.',
        }),
    });
    const { client, calls } = platform();
    const { onCompleted, onFailed } = renderForm(fake.instance, client);

    await user.click(await enabledPayButton(PAY));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il numero della carta è incompleto.',
    );
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
    expect(calls).toHaveLength(0);
    expect(onFailed).not.toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('sends the shopper back to the order when the payment can no longer be made', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({
      confirmPayment: () =>
        refused({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }),
    });
    const { onFailed } = renderForm(fake.instance, platform('pending').client);

    await user.click(await enabledPayButton(PAY));

    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ retryable: false })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Questo pagamento non può più essere completato.',
    );
  });
});
