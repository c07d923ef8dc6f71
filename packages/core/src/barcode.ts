// A barcode typed by hand (docs/requirements/app-shell.md: search by barcode), checked before it is searched.

/** Why a typed barcode cannot be searched: {@link barcodeProblem}. */
export type BarcodeProblem = 'required' | 'tooShort' | 'characters' | 'checkDigit';

/**
 * The characters the required formats carry: digits (EAN, UPC), and for CODE_39, CODE_93,
 * CODE_128 and CODABAR letters and a few signs.
 */
const BARCODE_CHARACTERS = /^[0-9A-Za-z\-.$/+%: ]+$/;

/** Returns a typed barcode without the spaces around or inside it (as printed under the bars). */
export function normalizeBarcode(code: string): string {
  return code.replace(/\s+/g, '');
}

/**
 * Whether a GS1 code (EAN-8, UPC-A, EAN-13, GTIN-14) ends with the right check digit: the digits
 * before it, from the right, weigh 3 and 1 in turn.
 */
export function hasValidGs1CheckDigit(code: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(code)) return false;
  const digits = Array.from(code.slice(0, -1), Number);
  const check = Number(code.slice(-1));
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * What is wrong with a typed barcode, or null when it can be searched: empty, shorter than 4
 * characters, characters no format carries, or (8, 12, 13 or 14 digits: a GS1 code) a wrong
 * check digit.
 */
export function barcodeProblem(code: string): BarcodeProblem | null {
  const normalized = normalizeBarcode(code);
  if (normalized === '') return 'required';
  if (!BARCODE_CHARACTERS.test(normalized)) return 'characters';
  if (normalized.length < 4) return 'tooShort';
  if (/^\d{8}$|^\d{12,14}$/.test(normalized) && !hasValidGs1CheckDigit(normalized))
    return 'checkDigit';
  return null;
}
