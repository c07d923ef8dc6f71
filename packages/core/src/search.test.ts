import { describe, expect, it } from 'vitest';
import {
  canSearch,
  fastSearchWords,
  searchInCategoryLabel,
  searchWithBrandLabel,
  shouldSuggest,
} from './search';

describe('shouldSuggest', () => {
  it.each([['pane'], ['  latte  '], ['pomodori']])('asks for suggestions for "%s"', (text) => {
    expect(shouldSuggest(text)).toBe(true);
  });

  it.each([['pan'], ['  pa  '], [''], [null], [undefined]])('waits for "%s"', (text) => {
    expect(shouldSuggest(text)).toBe(false);
  });
});

describe('fastSearchWords', () => {
  it('trims the words and drops the empty ones', () => {
    expect(fastSearchWords([' latte ', '', '   ', 'pane', null, undefined, 'uova'])).toEqual([
      'latte',
      'pane',
      'uova',
    ]);
  });

  it('keeps a word once, in its first spelling, whatever its capitals', () => {
    expect(fastSearchWords(['latte', 'Latte', ' pane', 'LATTE', 'pane '])).toEqual([
      'latte',
      'pane',
    ]);
  });

  it('answers an empty list when every word is empty', () => {
    expect(fastSearchWords(['', ' '])).toEqual([]);
  });
});

describe('canSearch', () => {
  it('searches with text or a barcode', () => {
    expect(canSearch({ q: 'pane' })).toBe(true);
    expect(canSearch({ barcode: '8001234567890' })).toBe(true);
    expect(canSearch({ q: 'pane', barcode: '8001234567890' })).toBe(true);
  });

  it('skips the search with neither', () => {
    expect(canSearch({})).toBe(false);
    expect(canSearch({ q: '   ', barcode: '' })).toBe(false);
    expect(canSearch({ q: null, barcode: null })).toBe(false);
  });
});

describe('search box labels', () => {
  it('read "Cerca {text} in {name}" for a category', () => {
    expect(searchInCategoryLabel('latte', 'Latticini')).toBe('Cerca latte in Latticini');
  });

  it('read "Cerca {text} con marca {name}" for a brand', () => {
    expect(searchWithBrandLabel('pasta', 'Barilla')).toBe('Cerca pasta con marca Barilla');
  });
});
