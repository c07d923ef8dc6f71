import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { http, ok, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { expectRefusalAfterTyping } from '../testing/server-refusal';
import { withFakeTimersEachTest } from '../testing/fake-timers';
import { useSuggestions } from './use-suggestions';

const term = (name: string) => ({ type: 'term' as const, name, id: null, count: 9 });
const category = { type: 'category' as const, name: 'Conserve di pomodoro', id: 310, count: 14 };
const brand = { type: 'vendor' as const, name: 'Mutti', id: 61, count: 6 };

/** Answers every suggestion search with a term named after the text, and records the texts. */
function answerWithTerms() {
  const asked: string[] = [];
  server.use(
    http.get('/ebsn/api/suggestion/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return Response.json(ok({ suggestions: [term(q)] }));
    }),
  );
  return asked;
}

describe('useSuggestions', () => {
  withFakeTimersEachTest({ shouldAdvanceTime: true });

  describe('when typing 3 letters', () => {
    it('asks for nothing', async () => {
      const asked = answerWithTerms();
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => useSuggestions('pom'), { wrapper });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(asked).toEqual([]);
      expect(result.current.fetchStatus).toBe('idle');
      expect(result.current.data).toBeUndefined();
    });

    it('does not count surrounding spaces as letters', async () => {
      const asked = answerWithTerms();
      const { wrapper } = createTestContext();
      renderHook(() => useSuggestions('  pom  '), { wrapper });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(asked).toEqual([]);
    });
  });

  describe('when typing quickly past 3 letters', () => {
    it('asks once, for the last text, 200 ms after typing stops', async () => {
      const asked = answerWithTerms();
      const { wrapper } = createTestContext();
      const { result, rerender } = renderHook(({ text }) => useSuggestions(text), {
        wrapper,
        initialProps: { text: '' },
      });
      for (const text of ['pomo', 'pomod', 'pomodo']) {
        rerender({ text });
        await act(() => vi.advanceTimersByTimeAsync(50));
      }
      expect(asked).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(asked).toEqual(['pomodo']);
      expect(result.current.data?.terms).toEqual([term('pomodo')]);
    });

    it('waits the whole 200 ms before asking', async () => {
      const asked = answerWithTerms();
      const { wrapper } = createTestContext();
      const { rerender } = renderHook(({ text }) => useSuggestions(text), {
        wrapper,
        initialProps: { text: '' },
      });
      rerender({ text: 'pomodori' });
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(asked).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(60));
      await waitFor(() => expect(asked).toEqual(['pomodori']));
    });
  });

  it('groups the answer into terms, categories and brands', async () => {
    serveOk(
      { get: '/ebsn/api/suggestion/search' },
      { suggestions: [brand, term('pomodori pelati'), category] },
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useSuggestions('pomo'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      terms: [term('pomodori pelati')],
      categories: [category],
      brands: [brand],
    });
  });

  it('never shows a slow answer for an older text after the answer for a newer one', async () => {
    const requests = new Map<string, Request>();
    server.use(
      http.get('/ebsn/api/suggestion/search', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        requests.set(q, request);
        if (q === 'pomo') await delay(1000);
        return Response.json(ok({ suggestions: [term(q)] }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ text }) => useSuggestions(text), {
      wrapper,
      initialProps: { text: 'pomo' },
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(requests.has('pomo')).toBe(true));

    rerender({ text: 'pomodoro' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.data?.terms).toEqual([term('pomodoro')]));

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.data?.terms).toEqual([term('pomodoro')]);
    expect(requests.get('pomo')?.signal.aborted).toBe(true);
  });

  it('clears the suggestions at once when the text gets short again', async () => {
    answerWithTerms();
    const { wrapper } = createTestContext();
    const { result, rerender } = renderHook(({ text }) => useSuggestions(text), {
      wrapper,
      initialProps: { text: 'pomodori' },
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.data?.terms).toEqual([term('pomodori')]));
    rerender({ text: 'po' });
    expect(result.current.data).toBeUndefined();
  });

  it("gives the server's message when the suggestions are refused", async () => {
    await expectRefusalAfterTyping(
      { get: '/ebsn/api/suggestion/search', message: 'Suggerimenti non disponibili' },
      () => useSuggestions('pomodori'),
      200,
    );
  });
});
