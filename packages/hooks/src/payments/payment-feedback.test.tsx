import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal } from '../testing/server-refusal';
import { InvalidPaymentFeedbackError, parsePaymentFeedback } from './payment-feedback';
import { usePaymentFeedback } from './use-payment-feedback';

const secret = 'pi_3Ox7Lk_secret_Hd72';

describe('usePaymentFeedback', () => {
  describe('on the card payment return page', () => {
    it("gives the server's state of the order, not the address's redirect_status", async () => {
      const sent = serveOk(
        { get: '/ebsn/api/stripe/payment-feedback' },
        { orderId: 90210, status: 'pending' },
      );
      const params = new URLSearchParams({
        redirect_status: 'succeeded',
        order_id: '90210',
        payment_intent_client_secret: secret,
      });
      const { result } = await renderUntilSuccess(() => usePaymentFeedback('stripe', params));
      expect(result.current.data).toEqual({ orderId: 90210, status: 'pending' });
      expect(sent).toEqual([
        { redirect_status: 'succeeded', order_id: '90210', payment_intent_client_secret: secret },
      ]);
    });

    it('keeps the client secret out of every query key', async () => {
      serveOk(
        { get: '/ebsn/api/stripe/payment-feedback' },
        { orderId: 90210, status: 'completed' },
      );
      const params = {
        redirect_status: 'succeeded',
        order_id: '90210',
        payment_intent_client_secret: secret,
      };
      const { queryClient } = await renderUntilSuccess(() => usePaymentFeedback('stripe', params));
      const keys = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join()).not.toContain('secret');
    });

    it('asks nothing and fails with a generic message when a parameter is malformed', async () => {
      const params = new URLSearchParams({
        redirect_status: 'succeeded',
        order_id: '90210;DROP',
        payment_intent_client_secret: secret,
      });
      const { wrapper } = createTestContext();
      // An unexpected request would fail the test (onUnhandledRequest: 'error').
      const { result } = renderHook(() => usePaymentFeedback('stripe', params), { wrapper });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toBeInstanceOf(InvalidPaymentFeedbackError);
      expect(result.current.error?.message).toBe(
        'Il collegamento di ritorno dal pagamento non è valido.',
      );
    });

    it("gives the server's message when it refuses", async () => {
      const params = {
        redirect_status: 'failed',
        order_id: '90210',
        payment_intent_client_secret: secret,
      };
      const { result } = await expectServerRefusal(
        { get: '/ebsn/api/stripe/payment-feedback', message: 'Pagamento non trovato' },
        () => usePaymentFeedback('stripe', params),
      );
      expect(result.current.error?.message).not.toContain(secret);
    });
  });

  it('reports a saved card (recurrent flow) with the setup id', async () => {
    const sent = serveOk(
      { get: '/ebsn/api/stripe/payment-feedback-recurrent' },
      { paymentAuthId: 302, status: 'completed' },
    );
    const params = {
      redirect_status: 'succeeded',
      payment_id: 'seti_1Nx2Yb',
      payment_intent_client_secret: 'seti_1Nx2Yb_secret_Zq81',
    };
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => usePaymentFeedback('stripe-recurrent', params), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ paymentAuthId: 302, status: 'completed' });
    expect(sent).toEqual([params]);
  });

  it("reports the mobile-payment provider's return with the order and payment ids", async () => {
    const sent = serveOk(
      { get: '/ebsn/api/satispay/payment-feedback' },
      { orderId: 90210, status: 'completed' },
    );
    const params = { order_id: '90210', payment_id: 'b1a2c3d4-5e6f-7a8b-9c0d-e1f2a3b4c5d6' };
    const { result } = await renderUntilSuccess(() => usePaymentFeedback('satispay', params));
    expect(result.current.data?.status).toBe('completed');
    expect(sent).toEqual([params]);
  });
});

describe('parsePaymentFeedback', () => {
  it.each([
    ['a missing secret', { redirect_status: 'succeeded', order_id: '1' }],
    [
      'a non-numeric order',
      { redirect_status: 'succeeded', order_id: 'x', payment_intent_client_secret: secret },
    ],
    [
      'a zero order',
      { redirect_status: 'succeeded', order_id: '0', payment_intent_client_secret: secret },
    ],
    [
      'markup in the status',
      { redirect_status: '<b>ok</b>', order_id: '1', payment_intent_client_secret: secret },
    ],
    [
      'a secret with a query',
      {
        redirect_status: 'succeeded',
        order_id: '1',
        payment_intent_client_secret: `${secret}&x=1`,
      },
    ],
  ])('refuses %s', (_, params) => {
    expect(parsePaymentFeedback('stripe', params)).toBeUndefined();
  });

  it('keeps only the order id as the reference', () => {
    expect(
      parsePaymentFeedback('stripe', {
        redirect_status: 'succeeded',
        order_id: ' 90210 ',
        payment_intent_client_secret: secret,
      })?.reference,
    ).toBe('90210');
  });
});
