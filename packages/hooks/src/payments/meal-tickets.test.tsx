import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { MealTicketType } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { http, ok, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal, refusalCase } from '../testing/server-refusal';
import { useMealTicketDetail } from './use-meal-ticket-detail';
import { useMealTicketLogout } from './use-meal-ticket-logout';
import { useMealTicketTypes } from './use-meal-ticket-types';
import { useSelectMealTicket } from './use-select-meal-ticket';
import { useUpdateMealTicketData } from './use-update-meal-ticket-data';

const edenred: MealTicketType = {
  paymentTypeId: 21,
  provider: 'edenred',
  name: 'Ticket Restaurant',
  selected: false,
  logged: true,
};

describe('useMealTicketTypes', () => {
  it('gives the meal voucher types the shop accepts', async () => {
    serveOk({ get: '/ebsn/api/meal-ticket-type/list' }, { mealTicketTypes: [edenred] });
    const { result } = await renderUntilSuccess(() => useMealTicketTypes());
    expect(result.current.data?.mealTicketTypes.map((type) => type.name)).toEqual([
      'Ticket Restaurant',
    ]);
  });
});

describe('useMealTicketDetail', () => {
  it.each([
    ['edenred', '/ebsn/api/meal-ticket/edenred/detail'],
    ['pellegrini', '/ebsn/api/meal-ticket/pellegrini/detail'],
    ['sodexo', '/ebsn/api/meal-ticket/sodexo/detail'],
    ['day', '/ebsn/api/meal-ticket/day/detail'],
  ] as const)('asks %s for the balance at %s', async (provider, path) => {
    const asked = serveOk({ get: path }, { paymentTypeId: 21, logged: true, balance: 64 });
    const { result } = await renderUntilSuccess(() => useMealTicketDetail(provider, 21));
    expect(result.current.data).toEqual({ paymentTypeId: 21, logged: true, balance: 64 });
    expect(asked).toMatchObject([{ payment_type_id: '21' }]);
  });

  it("gives the provider's refusal", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/meal-ticket/sodexo/detail', message: 'Accesso a Sodexo scaduto' },
      () => useMealTicketDetail('sodexo', 23),
    );
  });
});

describe('useSelectMealTicket', () => {
  it('reloads the cart and the voucher types after selecting (docs/requirements/payments.md)', async () => {
    const sent: Array<Record<string, string>> = [];
    let cartViews = 0;
    let typeLists = 0;
    server.use(
      http.post('/ebsn/api/meal-ticket-type/select', ({ request }) => {
        sent.push(requestQuery(request));
        return Response.json(ok({}));
      }),
      http.get('/ebsn/api/meal-ticket-type/list', () => {
        typeLists += 1;
        return Response.json(ok({ mealTicketTypes: [edenred] }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({
        select: useSelectMealTicket(),
        types: useMealTicketTypes(),
        // Stands for the cart folder's query: any query under `cartKeys.all`.
        cart: useQuery({
          queryKey: cartKeys.detail(),
          queryFn: () => {
            cartViews += 1;
            return { cartId: cartViews };
          },
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.types.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.select.mutateAsync({ payment_type_id: 21, select: true }));
    expect(sent).toEqual([{ payment_type_id: '21', select: 'true' }]);
    expect([cartViews, typeLists]).toEqual([2, 2]);
    await waitFor(() => expect(result.current.cart.data).toEqual({ cartId: 2 }));
  });
});

describe('useMealTicketLogout', () => {
  it('reloads the balances and the cart after signing out', async () => {
    const sent: Array<string | null> = [];
    let details = 0;
    let cartViews = 0;
    server.use(
      http.post('/ebsn/api/meal-ticket-type/logout', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('payment_type_id'));
        return Response.json(ok({}));
      }),
      http.get('/ebsn/api/meal-ticket/edenred/detail', () => {
        details += 1;
        return Response.json(ok({ paymentTypeId: 21, logged: details === 1 }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({
        logout: useMealTicketLogout(),
        detail: useMealTicketDetail('edenred', 21),
        cart: useQuery({
          queryKey: cartKeys.detail(),
          queryFn: () => ({ cartId: (cartViews += 1) }),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.logged).toBe(true));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await act(() => result.current.logout.mutateAsync({ payment_type_id: 21 }));
    expect(sent).toEqual(['21']);
    await waitFor(() => expect(result.current.detail.data?.logged).toBe(false));
    expect(cartViews).toBe(2);
  });
});

describe('useUpdateMealTicketData', () => {
  it('sends the provider data as the body and reloads the balances', async () => {
    const sent: unknown[] = [];
    let details = 0;
    server.use(
      http.post('/ebsn/api/meal-ticket-type/update-data', async ({ request }) => {
        sent.push([new URL(request.url).searchParams.get('payment_type_id'), await request.json()]);
        return Response.json(ok({}));
      }),
      http.get('/ebsn/api/meal-ticket/day/detail', () => {
        details += 1;
        return Response.json(ok({ paymentTypeId: 24, logged: true, balance: 80 - details * 8 }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ update: useUpdateMealTicketData(), detail: useMealTicketDetail('day', 24) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.balance).toBe(72));
    await act(() =>
      result.current.update.mutateAsync({ payment_type_id: 24, body: { vouchersToUse: 4 } }),
    );
    expect(sent).toEqual([['24', { vouchersToUse: 4 }]]);
    await waitFor(() => expect(result.current.detail.data?.balance).toBe(64));
  });

  it('reloads the voucher types, so a card number that signs in shows as signed in', async () => {
    let signedIn = false;
    server.use(
      http.post('/ebsn/api/meal-ticket-type/update-data', () => {
        signedIn = true;
        return Response.json(ok({}));
      }),
      http.get('/ebsn/api/meal-ticket-type/list', () =>
        Response.json(
          ok({
            mealTicketTypes: [
              {
                paymentTypeId: 44,
                provider: 'sodexo',
                name: 'Pluxee',
                selected: false,
                logged: signedIn,
              },
            ],
          }),
        ),
      ),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ update: useUpdateMealTicketData(), types: useMealTicketTypes() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.types.data?.mealTicketTypes[0]?.logged).toBe(false));
    await act(() =>
      result.current.update.mutateAsync({ payment_type_id: 44, body: { cardNumber: '12345678' } }),
    );
    await waitFor(() => expect(result.current.types.data?.mealTicketTypes[0]?.logged).toBe(true));
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useMealTicketTypes',
    { get: '/ebsn/api/meal-ticket-type/list', message: 'Buoni pasto non disponibili' },
    () => useMealTicketTypes(),
  ),
  refusalCase(
    'useSelectMealTicket',
    {
      post: '/ebsn/api/meal-ticket-type/select',
      message: 'Buono pasto non utilizzabile per questo ordine',
    },
    () => useSelectMealTicket(),
    (hook) => hook.mutate({ payment_type_id: 21, select: true }),
  ),
  refusalCase(
    'useMealTicketLogout',
    { post: '/ebsn/api/meal-ticket-type/logout', message: 'Sessione del fornitore già chiusa' },
    () => useMealTicketLogout(),
    (hook) => hook.mutate({ payment_type_id: 21 }),
  ),
  refusalCase(
    'useUpdateMealTicketData',
    { post: '/ebsn/api/meal-ticket-type/update-data', message: 'Numero di buoni non valido' },
    () => useUpdateMealTicketData(),
    (hook) => hook.mutate({ payment_type_id: 24, body: { vouchersToUse: 99 } }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});
