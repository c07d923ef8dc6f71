import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, ok, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { searchParams } from './search-params';
import { useFastSearch } from './use-fast-search';
import { useFastSearchPopup } from './use-fast-search-popup';

describe('useFastSearch', () => {
  it('starts empty, with the search disabled', () => {
    const { result } = renderHook(() => useFastSearch());
    expect(result.current.words).toEqual([]);
    expect(result.current.canSearch).toBe(false);
  });

  it('adds words trimmed and enables the search', () => {
    const { result } = renderHook(() => useFastSearch());
    act(() => result.current.add(' latte '));
    act(() => result.current.add('pane'));
    expect(result.current.words).toEqual(['latte', 'pane']);
    expect(result.current.canSearch).toBe(true);
  });

  it('ignores empty words', () => {
    const { result } = renderHook(() => useFastSearch());
    act(() => result.current.add('   '));
    act(() => result.current.add(''));
    expect(result.current.words).toEqual([]);
    expect(result.current.canSearch).toBe(false);
  });

  it('removes a word by its position and disables the search when the list empties', () => {
    const { result } = renderHook(() => useFastSearch({ defaultWords: ['latte', 'pane'] }));
    act(() => result.current.remove(0));
    expect(result.current.words).toEqual(['pane']);
    act(() => result.current.remove(0));
    expect(result.current.canSearch).toBe(false);
  });

  it('replaces the list, dropping empty words, and clears it', () => {
    const { result } = renderHook(() => useFastSearch());
    act(() => result.current.set(['uova', ' ', 'farina ']));
    expect(result.current.words).toEqual(['uova', 'farina']);
    act(() => result.current.clear());
    expect(result.current.words).toEqual([]);
  });

  it('starts from the given words without the empty ones', () => {
    const { result } = renderHook(() => useFastSearch({ defaultWords: ['latte', '', ' pane'] }));
    expect(result.current.words).toEqual(['latte', 'pane']);
  });
});

describe('useFastSearchPopup', () => {
  it('gives the title and description of the category fast-search-popup', async () => {
    const slugs: (string | null)[] = [];
    server.use(
      http.get('/ebsn/api/category', ({ request }) => {
        slugs.push(new URL(request.url).searchParams.get('slug'));
        return Response.json(
          ok({
            category: {
              categoryId: 900,
              parentId: 0,
              slug: 'fast-search-popup',
              name: 'fast-search-popup',
              itemUrl: '/fast-search-popup',
              categories: [],
              metaData: {
                category_info: {
                  TITLE: 'Lista della spesa',
                  DESCRIPTION: '<p>Scrivi un prodotto per riga.</p>',
                },
              },
            },
          }),
        );
      }),
    );
    const { result } = await renderUntilSuccess(() => useFastSearchPopup());
    expect(result.current.data).toEqual({
      title: 'Lista della spesa',
      description: '<p>Scrivi un prodotto per riga.</p>',
    });
    expect(slugs).toEqual(['fast-search-popup']);
  });

  it('falls back to the category name when it has no title', async () => {
    serveOk(
      { get: '/ebsn/api/category' },
      {
        category: {
          categoryId: 900,
          parentId: 0,
          slug: 'fast-search-popup',
          name: 'Spesa veloce',
          itemUrl: '/fast-search-popup',
          categories: [],
        },
      },
    );
    const { result } = await renderUntilSuccess(() => useFastSearchPopup());
    expect(result.current.data).toEqual({ title: 'Spesa veloce', description: undefined });
  });

  describe('when the category cannot be read', () => {
    it('leaves the texts undefined and tells the shopper nothing', async () => {
      const { result, notify } = await expectServerRefusal(
        { get: '/ebsn/api/category', message: 'Categoria non trovata' },
        () => useFastSearchPopup(),
      );
      expect(result.current.data).toBeUndefined();
      expect(notify).not.toHaveBeenCalled();
    });
  });
});

describe('searchParams', () => {
  it('keeps the given values, texts trimmed', () => {
    expect(
      searchParams({
        q: ' pomodori ',
        barcode: '8000320010019',
        parent_category_id: 310,
        parent_vendor_id: 61,
        filter: 'senza-glutine',
      }),
    ).toEqual({
      q: 'pomodori',
      barcode: '8000320010019',
      parent_category_id: 310,
      parent_vendor_id: 61,
      filter: 'senza-glutine',
    });
  });

  it('leaves out empty and missing values', () => {
    expect(searchParams({ q: '  ', barcode: null, parent_vendor_id: 61, filter: '' })).toEqual({
      parent_vendor_id: 61,
    });
  });
});
