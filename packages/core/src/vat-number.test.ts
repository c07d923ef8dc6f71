import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeVatCheckDigit,
  hasValidElevenDigitChecksum,
  isValidVatNumber,
  normalizeVatNumber,
} from './vat-number';

// Independent Luhn formulation for the generator: double the digits in even places (2nd, 4th …),
// add the digits of each product, and pick the digit that brings the sum to a multiple of 10.
function referenceCheckDigit(first10: string): number {
  const sum = first10
    .split('')
    .map((character, index) => (index % 2 === 1 ? Number(character) * 2 : Number(character)))
    .reduce((total, value) => total + Math.floor(value / 10) + (value % 10), 0);
  return (10 - (sum % 10)) % 10;
}

const OFFICE_CODES = [
  ...Array.from({ length: 100 }, (_, index) => String(index + 1).padStart(3, '0')),
  '120',
  '121',
  '888',
  '999',
];

const validVatNumber = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.constantFrom(...OFFICE_CODES))
  .map(([serial, office]) => {
    const first10 = String(serial).padStart(7, '0') + office;
    return first10 + String(referenceCheckDigit(first10));
  });

describe('normalizeVatNumber', () => {
  it('removes spaces, dashes and a leading IT', () => {
    expect(normalizeVatNumber(' it 007-431-10157 ')).toBe('00743110157');
  });
});

describe('computeVatCheckDigit', () => {
  it('computes 7 for 0074311015', () => {
    expect(computeVatCheckDigit('0074311015')).toBe(7);
  });

  describe('when the input is not 10 digits', () => {
    it('throws a RangeError', () => {
      expect(() => computeVatCheckDigit('007431101')).toThrow(RangeError);
    });
  });
});

describe('hasValidElevenDigitChecksum', () => {
  it('accepts 11 digits with a non-zero serial and a matching check digit', () => {
    expect(hasValidElevenDigitChecksum('80012345676')).toBe(true);
  });

  it('rejects a zero serial', () => {
    expect(hasValidElevenDigitChecksum('00000000000')).toBe(false);
  });
});

describe('isValidVatNumber', () => {
  it.each([
    ['accepts', '00743110157', 'the reference example'],
    ['accepts', 'IT00743110157', 'with the IT prefix'],
    ['accepts', 'it 00743110157', 'with a lower-case prefix and a space'],
    ['accepts', '007-431-10157', 'with dashes'],
    ['accepts', '12345670017', 'office 001'],
    ['accepts', '12345671007', 'office 100'],
    ['accepts', '12345671205', 'office 120'],
    ['accepts', '12345671213', 'office 121'],
    ['accepts', '12345678887', 'office 888'],
    ['accepts', '12345679992', 'office 999'],
    ['rejects', '00743110158', 'a wrong check digit'],
    ['rejects', '12345670009', 'office 000, not a VAT office, although the check digit matches'],
    ['rejects', '12345671015', 'office 101, not a VAT office, although the check digit matches'],
    ['rejects', '80012345676', 'office 567, a valid association codice fiscale'],
    ['rejects', '00000000000', 'a zero serial'],
    ['rejects', '0074311015', '10 digits'],
    ['rejects', '007431101570', '12 digits'],
    ['rejects', 'ABCDEFGHIJK', 'letters'],
    ['rejects', '', 'empty'],
  ])('%s %s (%s)', (verdict, value) => {
    expect(isValidVatNumber(value)).toBe(verdict === 'accepts');
  });

  it('accepts every generated valid number', () => {
    fc.assert(
      fc.property(validVatNumber, (value) => {
        expect(isValidVatNumber(value)).toBe(true);
        expect(isValidVatNumber(`IT${value}`)).toBe(true);
      }),
    );
  });

  // Luhn catches every single-digit error: undoubled digits change the sum by the change itself,
  // and doubling (minus 9 above 9) maps 0-9 one-to-one onto 0-9, so the sum mod 10 always moves.
  it('rejects every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(
        validVatNumber,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (value, index, shift) => {
          const changed = String((Number(value.charAt(index)) + shift) % 10);
          const mutated = value.slice(0, index) + changed + value.slice(index + 1);
          expect(isValidVatNumber(mutated)).toBe(false);
          expect(hasValidElevenDigitChecksum(mutated)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
