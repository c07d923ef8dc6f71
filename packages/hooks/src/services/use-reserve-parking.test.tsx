import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { http, ok, refused, server } from '../testing/server';
import { createTestContext, renderUntilError } from '../testing/wrapper';
import { useReserveParking } from './use-reserve-parking';
import { useReserveTime } from './use-reserve-time';

const reservation = { order_id: 90210, distance: 850, reservation_info: 'AB123CD, posto 4' };

describe('useReserveParking', () => {
  it("answers an 'Informazioni' dialog with the server's info on success", async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/ebsn/api/order-reservation/reserve', ({ request }) => {
        sent.push(Object.fromEntries(new URL(request.url).searchParams));
        return Response.json(ok({}, [{ info: 'Ti aspettiamo al posto 4.' }]));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync(reservation));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      kind: 'success',
      title: 'Informazioni',
      message: 'Ti aspettiamo al posto 4.',
    });
    expect(sent).toEqual([
      { order_id: '90210', distance: '850', reservation_info: 'AB123CD, posto 4' },
    ]);
  });

  it('says the reservation is done when the success carries no info', async () => {
    server.use(http.post('/ebsn/api/order-reservation/reserve', () => Response.json(ok({}))));
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync(reservation));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.message).toBe('Prenotazione effettuata.');
  });

  it("answers an 'Attenzione' dialog with the server's first error when it refuses", async () => {
    server.use(
      http.post('/ebsn/api/order-reservation/reserve', () =>
        Response.json(refused('Ordine non ancora pronto per il ritiro')),
      ),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync(reservation));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      kind: 'error',
      title: 'Attenzione',
      message: 'Ordine non ancora pronto per il ritiro',
    });
  });

  it("answers an 'Errore' dialog when the server cannot be reached", async () => {
    server.use(http.post('/ebsn/api/order-reservation/reserve', () => HttpResponse.error()));
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync(reservation));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
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
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync(reservation));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.kind).toBe('unexpected');
  });

  it('reserves through the order link when given its access token', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/ebsn/api/token-order/reserve', ({ request }) => {
        sent.push(Object.fromEntries(new URL(request.url).searchParams));
        return Response.json(ok({}, [{ info: 'Prenotazione registrata.' }]));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveParking(), { wrapper });
    await act(() => result.current.mutateAsync({ ...reservation, access_token: 'tk_8f41' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.message).toBe('Prenotazione registrata.');
    expect(sent).toEqual([
      {
        order_id: '90210',
        distance: '850',
        reservation_info: 'AB123CD, posto 4',
        access_token: 'tk_8f41',
      },
    ]);
  });
});

describe('useReserveTime', () => {
  it('asks to hold the slot for the given minutes', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/ebsn/api/order/reserve-time', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('reserveTime'));
        return Response.json(ok({}));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useReserveTime(), { wrapper });
    await act(() => result.current.mutateAsync({ reserveTime: 15 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual(['15']);
  });

  it("gives the server's message when it refuses", async () => {
    server.use(
      http.post('/ebsn/api/order/reserve-time', () =>
        Response.json(refused('Fascia oraria non più disponibile')),
      ),
    );
    const { result } = await renderUntilError(
      () => useReserveTime(),
      (hook) => hook.mutate({ reserveTime: 15 }),
    );
    expect(result.current.error?.message).toBe('Fascia oraria non più disponibile');
  });
});
