import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { createEbsnClient } from '@carrello/sdk';

import { CarrelloProvider } from '../provider';
import { TEST_ORIGIN } from '../testing/server';
import { createTestContext, memoryStorage } from '../testing/wrapper';
import { RECENT_SEARCHES_STORAGE_KEY, useRecentSearches } from './use-recent-searches';

function stored(storage: { data: Map<string, string> }) {
  const raw = storage.data.get(RECENT_SEARCHES_STORAGE_KEY);
  return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
}

describe('useRecentSearches', () => {
  it('starts from the history saved in storage', () => {
    const { wrapper, storage } = createTestContext();
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['latte', 'pane']));
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    expect(result.current.searches).toEqual(['latte', 'pane']);
  });

  it.each([
    {
      name: 'saves searches in storage, newest first',
      added: ['latte', '  pomodori pelati '],
      kept: ['pomodori pelati', 'latte'],
    },
    {
      name: 'keeps no duplicates: a repeated search moves to the top',
      added: ['latte', 'pane', 'Latte'],
      kept: ['Latte', 'pane'],
    },
  ])('$name', ({ added, kept }) => {
    const { wrapper, storage } = createTestContext();
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    for (const search of added) act(() => result.current.add(search));
    expect(result.current.searches).toEqual(kept);
    expect(stored(storage)).toEqual(kept);
  });

  it('keeps the 10 newest searches', () => {
    const { wrapper, storage } = createTestContext();
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    for (let n = 1; n <= 12; n += 1) act(() => result.current.add(`ricerca ${n}`));
    expect(result.current.searches).toHaveLength(10);
    expect(result.current.searches[0]).toBe('ricerca 12');
    expect(result.current.searches[9]).toBe('ricerca 3');
    expect(stored(storage)).toEqual(result.current.searches);
  });

  it('ignores an empty search', () => {
    const { wrapper, storage } = createTestContext();
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    act(() => result.current.add('   '));
    expect(result.current.searches).toEqual([]);
    expect(stored(storage)).toBeUndefined();
  });

  it('deletes one search, then all of them', () => {
    const { wrapper, storage } = createTestContext();
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['latte', 'pane', 'uova']));
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    act(() => result.current.remove('pane'));
    expect(result.current.searches).toEqual(['latte', 'uova']);
    expect(stored(storage)).toEqual(['latte', 'uova']);
    act(() => result.current.clear());
    expect(result.current.searches).toEqual([]);
    expect(stored(storage)).toBeUndefined();
  });

  it('shows a search added by another part of the page', () => {
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ box: useRecentSearches(), list: useRecentSearches() }), {
      wrapper,
    });
    act(() => result.current.box.add('latte'));
    expect(result.current.list.searches).toEqual(['latte']);
  });

  it('treats unreadable stored history as empty', () => {
    const { wrapper, storage } = createTestContext();
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useRecentSearches(), { wrapper });
    expect(result.current.searches).toEqual([]);
    act(() => result.current.add('latte'));
    expect(stored(storage)).toEqual(['latte']);
  });

  it('renders an empty list on the server, whatever the storage holds', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['latte']));
    const client = createEbsnClient({ baseUrl: TEST_ORIGIN });
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <CarrelloProvider client={client} storage={storage}>
          {children}
        </CarrelloProvider>
      );
    }
    function Recent() {
      const { searches } = useRecentSearches();
      return <p>{searches.length === 0 ? 'nessuna' : searches.join(', ')}</p>;
    }
    const html = renderToString(
      <Wrapper>
        <Recent />
      </Wrapper>,
    );
    expect(html).toContain('nessuna');
  });
});

describe('useRecentSearches per shopper', () => {
  it('keeps each signed-in shopper’s history apart from the others’ and from a visitor’s', () => {
    const { wrapper } = createTestContext();
    const visitor = renderHook(() => useRecentSearches(), { wrapper });
    act(() => visitor.result.current.add('birra'));
    const mario = renderHook(() => useRecentSearches({ owner: 7 }), { wrapper });
    expect(mario.result.current.searches).toEqual([]);
    act(() => mario.result.current.add('latte'));
    const giulia = renderHook(() => useRecentSearches({ owner: 8 }), { wrapper });
    expect(giulia.result.current.searches).toEqual([]);
    act(() => giulia.result.current.add('pane'));
    expect(mario.result.current.searches).toEqual(['latte']);
    expect(giulia.result.current.searches).toEqual(['pane']);
    expect(visitor.result.current.searches).toEqual(['birra']);
  });
});
