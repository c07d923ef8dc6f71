import { describe, expect, it } from 'vitest';

import { formatItalianEuro, formatItalianNumber, italianPluralCategory } from './italian-number';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Numbers a price or a weight can be, and the ones rounding and grouping trip on. */
function samples(): number[] {
  const edges = [
    0,
    -0,
    0.5,
    0.005,
    0.015,
    0.045,
    1.005,
    1.115,
    2.675,
    3.5,
    -3.5,
    9.995,
    99.995,
    999.999,
    1234.5,
    9999.995,
    10000,
    12345.678,
    -12345.678,
    999999.999,
    1e9,
    123456789.125,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    1e-6,
    123.0005,
    4.35,
    8.675,
    0.285,
  ];
  // A fixed pseudo-random walk: the same numbers on every run.
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const walk = Array.from({ length: 4000 }, (_, index) => {
    const scale = 10 ** Math.floor(next() * 7);
    const value = Math.round(next() * scale * 1000) / 1000;
    return index % 7 === 0 ? -value : value;
  });
  return [...edges, ...walk];
}

describe('formatItalianEuro', () => {
  it('writes every amount as Intl.NumberFormat("it-IT") does', () => {
    for (const value of samples()) expect(formatItalianEuro(value)).toBe(euro.format(value));
  });

  it('writes "3,50 €" with a no-break space and "12.345,68 €" with a thousands point', () => {
    expect(formatItalianEuro(3.5)).toBe('3,50\u00a0€');
    expect(formatItalianEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatItalianEuro(12345.678)).toBe('12.345,68\u00a0€');
  });

  it('leaves to Intl what has no plain decimal form', () => {
    expect(formatItalianEuro(Number.NaN)).toBeUndefined();
    expect(formatItalianEuro(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(formatItalianEuro(1e21)).toBeUndefined();
    expect(formatItalianEuro(1e-7)).toBeUndefined();
  });
});

describe('formatItalianNumber', () => {
  it('writes numbers as Intl.NumberFormat("it-IT") does, up to three decimals', () => {
    const intl = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });
    for (const value of samples()) expect(formatItalianNumber(value)).toBe(intl.format(value));
  });

  it('keeps the decimals asked for', () => {
    const intl = new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (const value of samples()) {
      expect(
        formatItalianNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      ).toBe(intl.format(value));
    }
  });
});

describe('italianPluralCategory', () => {
  it('agrees with Intl.PluralRules("it-IT")', () => {
    const rules = new Intl.PluralRules('it-IT');
    for (const count of [0, 1, 2, 3, 10, 11, 21, 100, 1.5, 0.5, -1]) {
      expect(italianPluralCategory(count)).toBe(rules.select(count));
    }
  });
});
