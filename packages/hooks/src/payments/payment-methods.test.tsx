import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PaymentType } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { http, ok, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { refusalCase, serveRefusal } from '../testing/server-refusal';
import { card } from './payment-fixtures';
import { paymentKeys } from './payment-keys';
import { useAddPaymentAuth } from './use-add-payment-auth';
import { useDeletePaymentAuth } from './use-delete-payment-auth';
import { useFastPayment } from './use-fast-payment';
import { usePaymentAuths } from './use-payment-auths';
import { usePaymentTypes } from './use-payment-types';
import { usePreBilledAmount } from './use-pre-billed-amount';

function paymentType(paymentTypeId: number, active: 0 | 1 = 1): PaymentType {
  return { paymentTypeId, active, name: `Tipo ${paymentTypeId}`, descr: 'Pagamento' };
}

describe('usePaymentTypes', () => {
  it('gives the payment types of the order it names', async () => {
    const asked = serveOk({ get: '/ebsn/api/payment-type/list' }, { payments: [paymentType(12)] });
    const { result } = await renderUntilSuccess(() => usePaymentTypes({ orderId: 90210 }));
    expect(result.current.data?.payments.map((type) => type.paymentTypeId)).toEqual([12]);
    expect(asked).toMatchObject([{ order_id: '90210' }]);
  });
});

describe('useFastPayment', () => {
  function answer(payments: PaymentType[]) {
    serveOk({ get: '/ebsn/api/payment-type/list' }, { payments });
  }

  it('shows the button when type 12 is offered and the summary is compact', async () => {
    answer([paymentType(12), paymentType(25, 0)]);
    const { result } = await renderUntilSuccess(() => useFastPayment({ compact: true }));
    expect(result.current.data).toBe(true);
  });

  it('hides the button when an active card-intent payment (type 25) is offered', async () => {
    answer([paymentType(12), paymentType(25, 1)]);
    const { result } = await renderUntilSuccess(() => useFastPayment({ compact: true }));
    expect(result.current.data).toBe(false);
  });

  it('hides the button in the full summary', async () => {
    answer([paymentType(12)]);
    const { result } = await renderUntilSuccess(() => useFastPayment({ compact: false }));
    expect(result.current.data).toBe(false);
  });

  it('asks for nothing while disabled (anonymous visitors)', () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useFastPayment({ compact: true, enabled: false }), {
      wrapper,
    });
    // An unexpected request would fail the test (onUnhandledRequest: 'error').
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('usePaymentAuths', () => {
  it('asks for the saved cards of payment type 12 by default', async () => {
    const asked = serveOk({ get: '/ebsn/api/payment-type/list-auth' }, { auths: [card(1)] });
    const { result } = await renderUntilSuccess(() => usePaymentAuths());
    expect(result.current.data?.auths.map((auth) => auth.paymentAuthId)).toEqual([1]);
    expect(asked).toMatchObject([{ payment_type_id: '12' }]);
  });
});

describe('useAddPaymentAuth', () => {
  it("gives the provider's address and parameters the caller must redirect to", async () => {
    const sent: Array<Record<string, string>> = [];
    let listCalls = 0;
    server.use(
      http.post('/ebsn/api/payment-type/add-auth', ({ request }) => {
        sent.push(requestQuery(request));
        return Response.json(
          ok({
            paymentUrl: 'https://pagamenti.example.it/save-card',
            paymentParameters: { session_id: 'ps_77aa02' },
          }),
        );
      }),
      http.get('/ebsn/api/payment-type/list-auth', () => {
        listCalls += 1;
        return Response.json(ok({ auths: [card(1)] }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ add: useAddPaymentAuth(), auths: usePaymentAuths() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.auths.isSuccess).toBe(true));
    await act(() =>
      result.current.add.mutateAsync({ payment_type_id: 12, payment_data: '{"return_url":"/x"}' }),
    );
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(result.current.add.data).toEqual({
      paymentUrl: 'https://pagamenti.example.it/save-card',
      paymentParameters: { session_id: 'ps_77aa02' },
    });
    expect(sent).toEqual([{ payment_type_id: '12', payment_data: '{"return_url":"/x"}' }]);
    // No auths in the answer: the list of the type is fetched again.
    expect(listCalls).toBe(2);
  });

  it('puts the answered saved cards in the cache', async () => {
    serveOk({ post: '/ebsn/api/payment-type/add-auth' }, { auths: [card(1), card(2)] });
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(() => useAddPaymentAuth(), { wrapper });
    await act(() => result.current.mutateAsync({ payment_type_id: 12, payment_data: '{}' }));
    expect(queryClient.getQueryData(paymentKeys.authList(12))).toEqual({
      auths: [card(1), card(2)],
    });
  });

  it("gives the server's message when it refuses, and calls the caller's onError", async () => {
    serveRefusal({ post: '/ebsn/api/payment-type/add-auth', message: 'Carta non accettata' });
    const errors: string[] = [];
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => useAddPaymentAuth({ onError: (error) => void errors.push(error.message) }),
      { wrapper },
    );
    act(() => result.current.mutate({ payment_type_id: 12, payment_data: '{}' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Carta non accettata');
    expect(errors).toEqual(['Carta non accettata']);
  });
});

describe('useDeletePaymentAuth', () => {
  it('replaces the cached list that held the card with the remaining cards', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.get('/ebsn/api/payment-type/list-auth', () =>
        Response.json(ok({ auths: [card(1), card(2)] })),
      ),
      http.post('/ebsn/api/payment-type/delete-auth', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('payment_auth_id'));
        return Response.json(ok({ auths: [card(2)] }));
      }),
    );
    const calledBack: number[] = [];
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({
        remove: useDeletePaymentAuth({
          onSuccess: (data) => void calledBack.push(data.auths.length),
        }),
        auths: usePaymentAuths(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.auths.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync({ payment_auth_id: 1 }));
    await waitFor(() =>
      expect(result.current.auths.data?.auths.map((auth) => auth.paymentAuthId)).toEqual([2]),
    );
    expect(sent).toEqual(['1']);
    expect(calledBack).toEqual([1]);
  });
});

describe('usePreBilledAmount', () => {
  it('gives the amount pre-billed for the payment type, under the cart keys', async () => {
    server.use(
      http.get('/ebsn/api/cart/pre-billed-amount', ({ request }) =>
        Response.json(
          ok({
            preBilledAmount: 54.3,
            paymentTypeId: Number(new URL(request.url).searchParams.get('payment_type_id')),
          }),
        ),
      ),
    );
    const { result, queryClient } = await renderUntilSuccess(() => usePreBilledAmount(12));
    expect(result.current.data).toEqual({ preBilledAmount: 54.3, paymentTypeId: 12 });
    expect(queryClient.getQueryData(cartKeys.preBilledAmount(12))).toEqual(result.current.data);
  });

  it('asks for nothing while no payment type is chosen', () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => usePreBilledAmount(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'usePaymentTypes',
    { get: '/ebsn/api/payment-type/list', message: 'Nessun metodo di pagamento disponibile' },
    () => usePaymentTypes(),
  ),
  refusalCase(
    'usePaymentAuths',
    { get: '/ebsn/api/payment-type/list-auth', message: 'Utente non autenticato' },
    () => usePaymentAuths(25),
  ),
  refusalCase(
    'useDeletePaymentAuth',
    { post: '/ebsn/api/payment-type/delete-auth', message: 'Metodo di pagamento non trovato' },
    () => useDeletePaymentAuth(),
    (hook) => hook.mutate({ payment_auth_id: 9 }),
  ),
  refusalCase(
    'usePreBilledAmount',
    { get: '/ebsn/api/cart/pre-billed-amount', message: 'Carrello vuoto' },
    () => usePreBilledAmount(12),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});
