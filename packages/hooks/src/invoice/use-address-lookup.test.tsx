import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { http, ok, server } from '../testing/server';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { requestSearch } from '../testing/request-text';
import { expectServerRefusal, expectRefusalAfterTyping } from '../testing/server-refusal';
import { withFakeTimersEachTest } from '../testing/fake-timers';
import { useCitySuggestions, useProvinces, useStreetSuggestions } from './use-address-lookup';

// The suggestions ask once typing stops: fake timers move them on.
withFakeTimersEachTest({ shouldAdvanceTime: true });

describe('useProvinces', () => {
  it('asks for the provinces of Italy, not only those with home delivery', async () => {
    const searches = serveOk(
      { get: '/ebsn/api/geo/province-list' },
      { results: [{ Id: 15, Nome: 'Milano', Sigla: 'MI' }] },
      requestSearch,
    );
    const { result } = await renderUntilSuccess(() => useProvinces());
    expect(result.current.data?.[0]?.Sigla).toBe('MI');
    expect(searches).toEqual(['?country_id=1&home_delivery_only=false']);
  });

  it("gives the server's message when it refuses", async () => {
    await expectServerRefusal(
      { get: '/ebsn/api/geo/province-list', status: 400, message: 'Paese non gestito' },
      () => useProvinces(),
    );
  });
});

describe('useCitySuggestions', () => {
  it('asks once, 400 ms after typing stops', async () => {
    const filters: Array<string | null> = [];
    server.use(
      http.get('/ebsn/api/geo/city-list', ({ request }) => {
        const url = new URL(request.url);
        filters.push(url.searchParams.get('filter'));
        expect(url.searchParams.get('province_id')).toBe('15');
        return Response.json(ok({ results: [{ Id: 146, Nome: 'Milano' }] }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ text }) => useCitySuggestions(15, text), {
      wrapper,
      initialProps: { text: '' },
    });

    rerender({ text: 'M' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ text: 'Mi' });
    // Margins: shouldAdvanceTime lets real milliseconds pass too.
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(filters).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(filters).toEqual(['Mi']);
    expect(result.current.data?.[0]?.Nome).toBe('Milano');
  });

  it('asks from 1 character', async () => {
    const requests = serveOk({ get: '/ebsn/api/geo/city-list' }, { results: [] });
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ text }) => useCitySuggestions(15, text), {
      wrapper,
      initialProps: { text: ' ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(requests).toEqual([]);

    rerender({ text: 'B' });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(1);
  });

  it('asks nothing without a province', async () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useCitySuggestions(undefined, 'Milano'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(400));
    // An unhandled request would fail the test.
    expect(result.current.fetchStatus).toBe('idle');
  });

  it("gives the server's message when it refuses", async () => {
    await expectRefusalAfterTyping(
      { get: '/ebsn/api/geo/city-list', status: 404, message: 'Provincia non trovata' },
      () => useCitySuggestions(999, 'Mi'),
      400,
    );
  });
});

describe('useStreetSuggestions', () => {
  it('asks nothing for 3 characters', async () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useStreetSuggestions(146, 'Via'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // An unhandled request would fail the test.
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('asks once for 4 characters, 400 ms after typing stops', async () => {
    const filters = serveOk(
      { get: '/ebsn/api/geo/address-list' },
      { results: [{ Id: 8, Nome: 'Via Roma', elencoCAP: ['20121'] }] },
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ text }) => useStreetSuggestions(146, text), {
      wrapper,
      initialProps: { text: 'Via' },
    });
    rerender({ text: 'Via ' });
    rerender({ text: 'Via R' });
    // Margins: shouldAdvanceTime lets real milliseconds pass too.
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(filters).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(filters).toMatchObject([{ filter: 'Via R' }]);
    expect(result.current.data?.[0]?.elencoCAP).toEqual(['20121']);
  });

  it("gives the server's message when it refuses", async () => {
    await expectRefusalAfterTyping(
      { get: '/ebsn/api/geo/address-list', status: 404, message: 'Comune non trovato' },
      () => useStreetSuggestions(1, 'Via Roma'),
      400,
    );
  });
});
