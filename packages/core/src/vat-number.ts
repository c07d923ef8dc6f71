// Partita Iva (docs/requirements/validation.md "Codice fiscale of a company or body, and Partita IVA").

/** Office codes (digits 8-10) a Partita Iva may carry besides 001-100. */
const EXTRA_OFFICE_CODES: ReadonlySet<number> = /* @__PURE__ */ new Set([120, 121, 888, 999]);

/** Returns a Partita Iva without spaces, dashes and a leading `IT`, upper-cased and trimmed. */
export function normalizeVatNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/^IT/, '');
}

/** Returns the Luhn check digit of the first 10 digits of a Partita Iva or company codice fiscale. */
export function computeVatCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) {
    throw new RangeError(`Expected 10 digits, received "${first10}"`);
  }
  let total = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(first10[index]);
    // docs/requirements/validation.md: positions 1,3,5,7,9 add as they are; 2,4,6,8,10 are doubled, minus 9 when over 9.
    if (index % 2 === 0) {
      total += digit;
    } else {
      const doubled = digit * 2;
      total += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (total % 10)) % 10;
}

/** Whether 11 digits have a non-zero serial and a matching check digit (shared by VAT numbers and company tax codes). */
export function hasValidElevenDigitChecksum(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  // docs/requirements/validation.md: digits 1-7 are the serial and may not be 0000000.
  if (digits.startsWith('0000000')) return false;
  return computeVatCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** Whether a value is a valid Partita Iva: 11 digits, serial not zero, a known office code and the right check digit. */
export function isValidVatNumber(value: string): boolean {
  const digits = normalizeVatNumber(value);
  if (!hasValidElevenDigitChecksum(digits)) return false;
  // docs/requirements/validation.md: the office code (digits 8-10) is 001-100, 120, 121, 888 or 999.
  const office = Number(digits.slice(7, 10));
  return (office >= 1 && office <= 100) || EXTRA_OFFICE_CODES.has(office);
}
