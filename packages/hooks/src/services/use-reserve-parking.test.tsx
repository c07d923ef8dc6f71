import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { aCart, aCartItem } from '../cart/cart-fixtures';
import { cartKeys } from '../cart/cart-keys';
import { useCart } from '../cart/use-cart';
import { useUpdateCartItem } from '../cart/use-update-cart-item';
import { mario } from '../session/session-fixtures';
import { holdAnswer } from '../testing/hold-answer';

import { http, ok, server } from '../testing/server';
import { requestQuery } from '../testing/request-text';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { expectServerRefusal, serveRefusal } from '../testing/server-refusal';
import type { ReserveParkingVariables } from './reserve-parking';
import { useReserveParking } from './use-reserve-parking';
import { useReserveTime } from './use-reserve-time';

const reservation = { order_id: 90210, distance: 850, reservation_info: 'AB123CD, posto 4' };

describe('useReserveParking', () => {
  /** Reserves with `variables` and gives the dialog the hook answers. */
  async function dialogFor(variables: ReserveParkingVariables) {
    const { result } = await renderUntilSuccess(
      () => useReserveParking(),
      (hook) => hook.mutate(variables),
    );
    return result.current.data;
  }

  it.each([
    {
      name: "answers an 'Informazioni' dialog with the server's info on success",
      path: '/ebsn/api/order-reservation/reserve',
      variables: reservation,
      info: 'Ti aspettiamo al posto 4.',
      query: { order_id: '90210', distance: '850', reservation_info: 'AB123CD, posto 4' },
    },
    {
      name: 'reserves through the order link when given its access token',
      path: '/ebsn/api/token-order/reserve',
      variables: { ...reservation, access_token: 'tk_8f41' },
      info: 'Prenotazione registrata.',
      query: {
        order_id: '90210',
        distance: '850',
        reservation_info: 'AB123CD, posto 4',
        access_token: 'tk_8f41',
      },
    },
  ] as const)('$name', async ({ path, variables, info, query }) => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post(path, ({ request }) => {
        sent.push(requestQuery(request));
        return Response.json(ok({}, [{ info }]));
      }),
    );
    expect(await dialogFor(variables)).toEqual({
      kind: 'success',
      title: 'Informazioni',
      message: info,
    });
    expect(sent).toEqual([query]);
  });

  it('says the reservation is done when the success carries no info', async () => {
    serveOk({ post: '/ebsn/api/order-reservation/reserve' }, {});
    expect((await dialogFor(reservation))?.message).toBe('Prenotazione effettuata.');
  });

  it("answers an 'Attenzione' dialog with the server's first error when it refuses", async () => {
    serveRefusal({
      post: '/ebsn/api/order-reservation/reserve',
      message: 'Ordine non ancora pronto per il ritiro',
    });
    expect(await dialogFor(reservation)).toEqual({
      kind: 'error',
      title: 'Attenzione',
      message: 'Ordine non ancora pronto per il ritiro',
    });
  });

  it("answers an 'Errore' dialog when the server cannot be reached", async () => {
    server.use(http.post('/ebsn/api/order-reservation/reserve', () => HttpResponse.error()));
    expect(await dialogFor(reservation)).toEqual({
      kind: 'unexpected',
      title: 'Errore',
      message: 'Si è verificato un errore imprevisto.',
    });
  });

  it("answers an 'Errore' dialog when the answer is not an envelope", async () => {
    server.use(
      http.post(
        '/ebsn/api/order-reservation/reserve',
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    expect((await dialogFor(reservation))?.kind).toBe('unexpected');
  });
});

describe('useReserveTime', () => {
  it('asks to hold the slot for the given minutes', async () => {
    const sent = serveOk({ post: '/ebsn/api/order/reserve-time' }, {});
    await renderUntilSuccess(
      () => useReserveTime(),
      (hook) => hook.mutate({ reserveTime: 15 }),
    );
    expect(sent).toMatchObject([{ reserveTime: '15' }]);
  });

  it('waits for a quantity change made before it, so its reload keeps the new quantity', async () => {
    const line = aCartItem({ itemId: 1, quantity: 1 });
    let serverCart: Cart = aCart({ cartItems: [line] });
    const calls: string[] = [];
    const update = holdAnswer();
    server.use(
      http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: mario }))),
      http.get('/ebsn/api/cart/view', () => {
        calls.push('cart/view');
        return Response.json(ok(serverCart));
      }),
      http.post('/ebsn/api/cart/update-product', async () => {
        calls.push('cart/update-product');
        await update.released;
        serverCart = aCart({ cartItems: [{ ...line, quantity: 2 }] });
        return Response.json(ok(serverCart));
      }),
      http.post('/ebsn/api/order/reserve-time', () => {
        calls.push('order/reserve-time');
        return Response.json(ok({}));
      }),
    );
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => ({ cart: useCart(), updateItem: useUpdateCartItem(), reserve: useReserveTime() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.cartItems[0]?.quantity).toBe(1));
    calls.length = 0;

    act(() => result.current.updateItem.mutate({ item: line, quantity: 2 }));
    act(() => result.current.reserve.mutate({ reserveTime: 30 }));
    await waitFor(() => expect(calls).toContain('cart/update-product'));
    update.release();

    await waitFor(() => expect(result.current.reserve.isSuccess).toBe(true));
    await waitFor(() => expect(calls).toContain('cart/view'));
    expect(calls).toEqual(['cart/update-product', 'order/reserve-time', 'cart/view']);
    await waitFor(() =>
      expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.cartItems[0]?.quantity).toBe(2),
    );
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/order/reserve-time', message: 'Fascia oraria non più disponibile' },
      () => useReserveTime(),
      (hook) => hook.mutate({ reserveTime: 15 }),
    );
  });
});
