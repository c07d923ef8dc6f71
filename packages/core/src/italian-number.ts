// Numbers and euro amounts written the Italian way ("12.345,68 €"), exactly as
// `Intl.NumberFormat('it-IT')` writes them, without Intl: the first use of Intl in a page loads
// ICU's data, 30-40 ms of main thread on a desktop and four times that on a phone, in the middle
// of hydrating the first screen. The kit formats with these; Intl stays for other locales.

/** What {@link formatItalianNumber} keeps after the comma. */
export interface ItalianNumberOptions {
  /** Digits always written after the comma (zeros added). Default 0. */
  minimumFractionDigits?: number;
  /** Digits at most after the comma, rounded half away from zero. Default 3, as Intl. */
  maximumFractionDigits?: number;
}

/** Adds one unit at the last digit of a string of decimal digits ("199" → "200"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A finite number written the Italian way: a comma before the decimals, a point between
 * thousands from five digits on ("1234,5", "12.345,5", as CLDR's Italian), a minus for negatives.
 * Rounds the number's shortest decimal form half away from zero, as ICU does (1.005 → "1,01" with
 * two digits). Returns undefined for what it does not write (NaN, ±Infinity, numbers that only
 * have an exponent form, like 1e21 or 1e-7): callers fall back to Intl.
 * @example formatItalianNumber(12345.678, { maximumFractionDigits: 2 }) // '12.345,68'
 */
export function formatItalianNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 }: ItalianNumberOptions = {},
): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return undefined;
  const maximum = Math.max(maximumFractionDigits, minimumFractionDigits);
  const [whole = '0', decimals = ''] = shortest.split('.');
  let integer = whole;
  let fraction = decimals;
  if (fraction.length > maximum) {
    const roundUp = fraction.charCodeAt(maximum) >= 53; // '5' or more: half away from zero
    fraction = fraction.slice(0, maximum);
    if (roundUp) {
      const bumped = incrementDigits(integer + fraction);
      integer = bumped.slice(0, bumped.length - maximum);
      fraction = bumped.slice(bumped.length - maximum);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minimumFractionDigits)
    fraction = fraction.padEnd(minimumFractionDigits, '0');
  if (integer.length >= 5) integer = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${integer}${fraction ? `,${fraction}` : ''}`;
}

/**
 * An amount in euro as `Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })`
 * writes it: two decimals, a no-break space, the euro sign ("3,50 €", "12.345,68 €").
 * @example formatItalianEuro(3.5) // '3,50 €'
 */
export function formatItalianEuro(value: number): string | undefined {
  const amount = formatItalianNumber(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return amount === undefined ? undefined : `${amount}\u00a0€`;
}

/**
 * The `Intl.PluralRules('it-IT')` category of a count: "one" for 1 and -1, "other" for every
 * other number (CLDR's Italian rule: an integer 1 with no visible decimals).
 */
export function italianPluralCategory(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}
