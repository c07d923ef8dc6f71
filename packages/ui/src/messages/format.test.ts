import { describe, expect, it as test } from 'vitest';
import { formatDate, formatPrice, formatTime, interpolate, mergeMessages, plural } from './format';
import { it } from './it';

describe('messages', () => {
  test('fills placeholders of the search suggestions', () => {
    expect(interpolate(it.search.searchInCategory, { text: 'latte', name: 'Latticini' })).toBe(
      'Cerca latte in Latticini',
    );
    expect(interpolate(it.search.searchWithBrand, { text: 'pasta', name: 'Barilla' })).toBe(
      'Cerca pasta con marca Barilla',
    );
  });

  test('chooses Italian plural forms with Intl.PluralRules', () => {
    expect(plural(it.quantity.unit, 1)).toBe('1 pezzo');
    expect(plural(it.quantity.unit, 2)).toBe('2 pezzi');
    expect(plural(it.quantity.unit, 0)).toBe('0 pezzi');
    expect(plural({ zero: 'Nessuno', one: 'uno', other: '{count}' }, 0)).toBe('Nessuno');
  });

  test('merges a brand override deeply and keeps every other string', () => {
    const merged = mergeMessages({ cart: { checkout: 'Paga ora' } });
    expect(merged.cart.checkout).toBe('Paga ora');
    expect(merged.cart.total).toBe('TOTALE');
    expect(merged.search.shoppingList).toBe('Lista della spesa');
    expect(it.cart.checkout).toBe('Concludi ordine');
  });

  test('formats prices in euro and dates and times in Italian', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatPrice(3).replace(/\s/g, ' ')).toBe('3,00 €');
    expect(formatDate('2026-11-23T10:00:00+01:00')).toBe('lunedì 23 novembre 2026');
    expect(formatTime('2026-11-23T09:30:00+01:00')).toBe('09:30');
  });
});
