import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cartKeys } from '../cart/cart-keys';
import { http, ok, server } from '../testing/server';
import { serveRefusal } from '../testing/server-refusal';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { mealTicketKeys } from './payment-keys';
import {
  useDiscardMealTicketLogin,
  useMealTicketLogin,
  useMealTicketMobileCallback,
  useMealTicketProviderLogout,
} from './use-meal-ticket-provider';
import { requestText } from '../testing/request-text';

function seedCaches(queryClient: ReturnType<typeof createTestContext>['queryClient']) {
  queryClient.setQueryData(mealTicketKeys.types(), { mealTicketTypes: [] });
  queryClient.setQueryData(cartKeys.all, { cartId: 1 });
}

describe('useMealTicketLogin', () => {
  it('starts the Edenred sign-in with the payment type and gives its login URL', async () => {
    const asked = serveOk(
      { post: '/ebsn/api/meal-ticket/edenred/login' },
      { loginUrl: 'https://edenred.example/login?x=1' },
    );
    const { wrapper, queryClient } = createTestContext();
    seedCaches(queryClient);
    const { result } = renderHook(() => useMealTicketLogin(), { wrapper });
    act(() => result.current.mutate({ provider: 'edenred', payment_type_id: 21 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(asked).toMatchObject([{ payment_type_id: '21' }]);
    expect(result.current.data).toEqual({ loginUrl: 'https://edenred.example/login?x=1' });
    expect(queryClient.getQueryState(mealTicketKeys.types())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cartKeys.all)?.isInvalidated).toBe(true);
  });

  it('sends the Day credentials as a form body, never in the address', async () => {
    const sent: Array<{ url: string; body: string }> = [];
    server.use(
      http.post('/ebsn/api/meal-ticket/day/login', async ({ request }) => {
        sent.push({ url: request.url, body: await requestText(request) });
        return Response.json(ok({ paymentTypeId: 24, logged: true, balance: 30 }));
      }),
    );
    await renderUntilSuccess(
      () => useMealTicketLogin(),
      (hook) => hook.mutate({ provider: 'day', user: 'mario.rossi', pwd: 'Buoni2026!' }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).not.toContain('Buoni2026');
    expect(new URLSearchParams(sent[0]?.body).get('pwd')).toBe('Buoni2026!');
    expect(new URLSearchParams(sent[0]?.body).get('user')).toBe('mario.rossi');
  });

  it("gives the provider's refusal and leaves the caches alone", async () => {
    serveRefusal({
      post: '/ebsn/api/meal-ticket/day/login',
      message: 'Credenziali Day non valide',
    });
    const { wrapper, queryClient } = createTestContext();
    seedCaches(queryClient);
    const { result } = renderHook(() => useMealTicketLogin(), { wrapper });
    act(() => result.current.mutate({ provider: 'day', user: 'mario.rossi', pwd: 'sbagliata' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Credenziali Day non valide');
    expect(queryClient.getQueryState(cartKeys.all)?.isInvalidated).toBe(false);
  });
});

describe('useDiscardMealTicketLogin', () => {
  it('abandons the Edenred sign-in of the payment type and reloads the balances', async () => {
    const asked = serveOk({ post: '/ebsn/api/meal-ticket/edenred/discard-login' }, {});
    const { wrapper, queryClient } = createTestContext();
    seedCaches(queryClient);
    const { result } = renderHook(() => useDiscardMealTicketLogin(), { wrapper });
    act(() => result.current.mutate({ payment_type_id: 21 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(asked).toMatchObject([{ payment_type_id: '21' }]);
    expect(queryClient.getQueryState(mealTicketKeys.types())?.isInvalidated).toBe(true);
  });
});

describe('useMealTicketProviderLogout', () => {
  it.each([
    ['day', '/ebsn/api/meal-ticket/day/logout'],
    ['pellegrini-mobile', '/ebsn/api/meal-ticket/pellegrini/mobile-logout'],
    ['pellegrini-mobile-tc', '/ebsn/api/meal-ticket/pellegrini/mobile-logout-tc'],
  ] as const)('signs out of %s at %s and reloads the cart', async (provider, path) => {
    let calls = 0;
    server.use(
      http.post(path, () => {
        calls += 1;
        return Response.json(ok({}));
      }),
    );
    const { wrapper, queryClient } = createTestContext();
    seedCaches(queryClient);
    const { result } = renderHook(() => useMealTicketProviderLogout(), { wrapper });
    act(() => result.current.mutate({ provider }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toBe(1);
    expect(queryClient.getQueryState(cartKeys.all)?.isInvalidated).toBe(true);
  });

  it('signs out of Edenred for the given payment type', async () => {
    const asked = serveOk({ post: '/ebsn/api/meal-ticket/edenred/logout' }, {});
    await renderUntilSuccess(
      () => useMealTicketProviderLogout(),
      (hook) => hook.mutate({ provider: 'edenred', payment_type_id: 21 }),
    );
    expect(asked).toMatchObject([{ payment_type_id: '21' }]);
  });
});

describe('useMealTicketMobileCallback', () => {
  it.each([
    ['Pellegrini sign-in', '/ebsn/api/meal-ticket/pellegrini/mobile-callback', { code: 'c0de' }],
    [
      'ticket-card variant',
      '/ebsn/api/meal-ticket/pellegrini/mobile-callback-tc',
      { code: 'tc-1', ticketCard: true },
    ],
  ] as const)(
    'completes the %s with the redirect code at %s',
    async (_variant, post, variables) => {
      const codes = serveOk({ post }, {});
      await renderUntilSuccess(
        () => useMealTicketMobileCallback(),
        (hook) => hook.mutate(variables),
      );
      expect(codes).toMatchObject([{ code: variables.code }]);
    },
  );
});
