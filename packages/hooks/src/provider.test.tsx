import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createEbsnClient, EbsnError, NetworkError } from '@carrello/sdk';

import { aCart } from './cart/cart-fixtures';
import { cartKeys } from './cart/cart-keys';
import { usePlaceOrder } from './checkout/use-place-order';
import { CarrelloProvider, useCarrelloClient } from './provider';
import { shouldRetry } from './query-client';
import { TEST_ORIGIN } from './testing/server';
import { serveOk } from './testing/served-call';

describe('CarrelloProvider', () => {
  it('gives hooks the client it was given', () => {
    const client = createEbsnClient({ baseUrl: TEST_ORIGIN });
    const { result } = renderHook(() => useCarrelloClient(), {
      wrapper: ({ children }) => <CarrelloProvider client={client}>{children}</CarrelloProvider>,
    });
    expect(result.current).toBe(client);
  });

  it('makes its own QueryClient when none is given, so queries run', async () => {
    serveOk({ get: '/ebsn/api/auth/test' }, { user: null });
    const client = createEbsnClient({ baseUrl: TEST_ORIGIN });
    const { result } = renderHook(
      () => useQuery({ queryKey: ['t'], queryFn: () => callAuthTest(client) }),
      {
        wrapper: ({ children }) => <CarrelloProvider client={client}>{children}</CarrelloProvider>,
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it("shows a brand's own text instead of the default Italian one", async () => {
    const client = createEbsnClient({ baseUrl: TEST_ORIGIN });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(cartKeys.detail(), aCart({ shippingAddress: null, timeslot: null }));
    const { result } = renderHook(() => usePlaceOrder({ navigate: () => {} }), {
      wrapper: ({ children }) => (
        <CarrelloProvider
          client={client}
          queryClient={queryClient}
          messages={{ missingAddress: 'Scegli dove ricevere la spesa.' }}
        >
          {children}
        </CarrelloProvider>
      ),
    });
    await act(() => result.current.placeOrder());
    expect(result.current.message).toBe('Scegli dove ricevere la spesa.');
  });

  it('throws a clear error when a hook is used outside of it', () => {
    expect(() => renderHook(() => useCarrelloClient())).toThrow(
      '`useCarrelloClient` must be used within `CarrelloProvider`',
    );
  });
});

function callAuthTest(client: ReturnType<typeof createEbsnClient>) {
  return client.auth.test();
}

describe('shouldRetry', () => {
  const refusal = new EbsnError({ method: 'GET', path: '/x', httpStatus: 200, status: 1 });
  const badRequest = new EbsnError({ method: 'GET', path: '/x', httpStatus: 400, status: 1 });
  const serverDown = new EbsnError({ method: 'GET', path: '/x', httpStatus: 503 });
  const offline = new NetworkError({ method: 'GET', path: '/x', cause: new TypeError('x') });

  it('never retries an envelope refusal or a 4xx', () => {
    expect(shouldRetry(0, refusal)).toBe(false);
    expect(shouldRetry(0, badRequest)).toBe(false);
  });

  it('retries network failures and 5xx up to three times', () => {
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(2, serverDown)).toBe(true);
    expect(shouldRetry(3, serverDown)).toBe(false);
  });
});
