// Codice fiscale (docs/requirements/validation.md). Codes are never checked against a name or a birthplace:
// issued codes can be irregular and still official.

import { hasValidElevenDigitChecksum } from './vat-number';

/** Shape of a personal codice fiscale after upper-casing, omocodia letters allowed (docs/requirements/validation.md). */
export const PERSONAL_TAX_CODE_PATTERN =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** 1-based positions whose digits the Agency may replace with letters, right to left (docs/requirements/validation.md). */
export const OMOCODIA_POSITIONS = [15, 14, 13, 11, 10, 8, 7] as const;

/** Omocodia letters, indexed by the digit they replace: 0→L, 1→M … 9→V. */
export const OMOCODIA_LETTERS = 'LMNPQRSTUV';

/** Month letters, January to December. */
export const TAX_CODE_MONTH_LETTERS = 'ABCDEHLMPRST';

// docs/requirements/validation.md: values of characters in odd positions (1st, 3rd … 15th); a digit counts as
// the letter at the same index (0 as A, 1 as B …).
const ODD_VALUES: readonly number[] = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

const CHARACTER_PATTERN = /^[A-Z0-9]{15}$/;

/** Returns a codice fiscale trimmed, upper-cased and without spaces. */
export function normalizeTaxCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

function alphabetIndex(character: string): number {
  const code = character.charCodeAt(0);
  // Digits 0-9 sit at 0-9, letters A-Z at 0-25.
  return code <= 57 ? code - 48 : code - 65;
}

/**
 * Returns the check letter of the first 15 characters of a personal codice fiscale, computed over
 * the characters as written (omocodia letters are not decoded first).
 *
 * @throws RangeError when the input is not 15 letters or digits.
 */
export function computeTaxCodeCheckChar(first15: string): string {
  const characters = first15.toUpperCase();
  if (!CHARACTER_PATTERN.test(characters)) {
    throw new RangeError(`Expected 15 letters or digits, received "${first15}"`);
  }
  let total = 0;
  for (let index = 0; index < 15; index += 1) {
    const value = alphabetIndex(characters.charAt(index));
    // Index 0 is the 1st position, an odd one.
    total += index % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (total % 26));
}

function decodeOmocodiaCharacters(code: string): string {
  const characters = code.split('');
  for (const position of OMOCODIA_POSITIONS) {
    const character = characters[position - 1];
    if (character === undefined) continue;
    const digit = OMOCODIA_LETTERS.indexOf(character);
    if (digit >= 0) characters[position - 1] = String(digit);
  }
  return characters.join('');
}

/**
 * Returns the base code of an omocode: letters at omocodia positions turned back into digits and
 * the check letter recomputed; null when the input does not have the shape of a personal code.
 */
export function decodeOmocode(code: string): string | null {
  const normalized = normalizeTaxCode(code);
  if (!PERSONAL_TAX_CODE_PATTERN.test(normalized)) return null;
  const first15 = decodeOmocodiaCharacters(normalized).slice(0, 15);
  return first15 + computeTaxCodeCheckChar(first15);
}

/** Whether a value is a valid 16-character personal codice fiscale: shape, check letter, month and day. */
export function isValidPersonalTaxCode(code: string): boolean {
  const normalized = normalizeTaxCode(code);
  if (!PERSONAL_TAX_CODE_PATTERN.test(normalized)) return false;
  if (computeTaxCodeCheckChar(normalized.slice(0, 15)) !== normalized.charAt(15)) return false;
  // docs/requirements/validation.md: omocodia letters are decoded only to check the date. The month letter is
  // already guaranteed by the pattern; the day is 1-31, or 41-71 for women.
  const day = Number(decodeOmocodiaCharacters(normalized).slice(9, 11));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/** Whether a value is a valid 11-digit codice fiscale of a company or body (serial not zero, Luhn check digit). */
export function isValidCompanyTaxCode(code: string): boolean {
  // docs/requirements/validation.md: same checksum as the Partita Iva, but no office code rule (associations
  // often start with 8 or 9 and are not VAT registered).
  return hasValidElevenDigitChecksum(normalizeTaxCode(code));
}
