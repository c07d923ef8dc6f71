import { describe, expect, it } from 'vitest';

import { isValidLoyaltyCard, normalizeLoyaltyCard } from './loyalty-card';

describe('loyalty card number', () => {
  it('accepts 8 to 20 digits, spaces ignored', () => {
    expect(isValidLoyaltyCard('2900001234567')).toBe(true);
    expect(isValidLoyaltyCard('2900 0012 34567')).toBe(true);
    expect(isValidLoyaltyCard('12345678')).toBe(true);
    expect(isValidLoyaltyCard('1'.repeat(20))).toBe(true);
  });

  it('refuses letters, too short or too long numbers', () => {
    expect(isValidLoyaltyCard('1234567')).toBe(false);
    expect(isValidLoyaltyCard('1'.repeat(21))).toBe(false);
    expect(isValidLoyaltyCard('29000A1234567')).toBe(false);
    expect(isValidLoyaltyCard('')).toBe(false);
  });

  it('drops the spaces of a printed number', () => {
    expect(normalizeLoyaltyCard(' 2900 0012 34567 ')).toBe('2900001234567');
  });
});
