import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OMOCODIA_LETTERS,
  OMOCODIA_POSITIONS,
  TAX_CODE_MONTH_LETTERS,
  computeTaxCodeCheckChar,
  decodeOmocode,
  isValidCompanyTaxCode,
  isValidPersonalTaxCode,
  normalizeTaxCode,
} from './tax-code';

// An independent formulation of the check letter, so that the properties below do not trust the
// code under test: a character in an odd position is worth its index in this string (a digit
// counts as the letter at the same index, 0 as A); in an even position a digit is worth itself
// and a letter its alphabet index.
const ODD_ORDER = 'BAKPLCQDREVOSFTGUHMINJWZYX';
function referenceCheckChar(first15: string): string {
  let total = 0;
  for (let index = 0; index < 15; index += 1) {
    const character = first15.charAt(index);
    const asLetter = /\d/.test(character) ? 'ABCDEFGHIJ'.charAt(Number(character)) : character;
    total +=
      index % 2 === 0
        ? ODD_ORDER.indexOf(asLetter)
        : /\d/.test(character)
          ? Number(character)
          : character.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (total % 26));
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}0123456789`;

const letter = fc.constantFrom(...LETTERS.split(''));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const day = fc
  .oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 41, max: 71 }))
  .map((n) => String(n).padStart(2, '0'));

/** A valid personal code: random shape, random omocodia substitutions, reference check letter. */
const validPersonalTaxCode = fc
  .record({
    names: fc.array(letter, { minLength: 6, maxLength: 6 }).map((list) => list.join('')),
    year: twoDigits,
    month: fc.constantFrom(...TAX_CODE_MONTH_LETTERS.split('')),
    day,
    place: fc.tuple(letter, digit, digit, digit).map((list) => list.join('')),
    omocodia: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  })
  .map(({ names, year, month, day: dayDigits, place, omocodia }) => {
    const characters = `${names}${year}${month}${dayDigits}${place}`.split('');
    OMOCODIA_POSITIONS.forEach((position, index) => {
      if (omocodia[index] === true) {
        characters[position - 1] = OMOCODIA_LETTERS.charAt(Number(characters[position - 1]));
      }
    });
    const first15 = characters.join('');
    return first15 + referenceCheckChar(first15);
  });

describe('normalizeTaxCode', () => {
  it('trims, upper-cases and removes inner spaces', () => {
    expect(normalizeTaxCode('  rss mra 85m01 h501q ')).toBe('RSSMRA85M01H501Q');
  });
});

describe('computeTaxCodeCheckChar', () => {
  it('computes Q for RSSMRA85M01H501', () => {
    expect(computeTaxCodeCheckChar('RSSMRA85M01H501')).toBe('Q');
  });

  it('computes over omocodia letters as written, without decoding them first', () => {
    expect(computeTaxCodeCheckChar('RSSMRA85M01H50M')).toBe('I');
  });

  it('accepts lower-case input', () => {
    expect(computeTaxCodeCheckChar('mrtmtt25d09f205')).toBe('Z');
  });

  describe('when the input is not 15 letters or digits', () => {
    it('throws a RangeError', () => {
      expect(() => computeTaxCodeCheckChar('RSSMRA85M01H50')).toThrow(RangeError);
      expect(() => computeTaxCodeCheckChar('RSSMRA85M01H50-')).toThrow(RangeError);
    });
  });

  it('agrees with an independent formulation on any 15 letters or digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALPHANUMERIC.split('')), { minLength: 15, maxLength: 15 }),
        (characters) => {
          const first15 = characters.join('');
          expect(computeTaxCodeCheckChar(first15)).toBe(referenceCheckChar(first15));
        },
      ),
    );
  });
});

describe('isValidPersonalTaxCode', () => {
  it.each([
    ['RSSMRA85M01H501Q', 'the reference example'],
    ['MRTMTT25D09F205Z', 'another regular code'],
    ['VRDGPP80A41F205B', 'a woman born on the 1st (day 41)'],
    ['BNCLRA90T71L219N', 'a woman born on the 31st (day 71)'],
    ['RSSMRA85A31Z404Z', 'a person born abroad (Z + 3 digits)'],
    ['RSSMRA85M01H50MI', 'an omocode with position 15 replaced'],
    ['RSSMRA85M0MH501I', 'an omocode with the day written 0M'],
    ['RSSMRAUVMLMH5LMJ', 'an omocode with six positions replaced'],
    ['  rssmra85m01h501q ', 'lower case with spaces around'],
    ['RSS MRA 85M01 H501Q', 'spaces inside'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidPersonalTaxCode(code)).toBe(true);
  });

  describe('when the check letter is wrong', () => {
    it('rejects RCCMNL83S18D969A (H expected)', () => {
      expect(isValidPersonalTaxCode('RCCMNL83S18D969A')).toBe(false);
      expect(isValidPersonalTaxCode('RCCMNL83S18D969H')).toBe(true);
    });

    it('rejects an omocode whose check letter was not recomputed', () => {
      expect(isValidPersonalTaxCode('RSSMRA85M01H50MQ')).toBe(false);
    });
  });

  describe('when the day is out of range after decoding', () => {
    it.each([
      ['RSSMRA85M00H501R', 'day 00'],
      ['RSSMRA85M32H501Y', 'day 32'],
      ['RSSMRA85M72H501C', 'day 72'],
    ])('rejects %s (%s) even with a matching check letter', (code) => {
      expect(computeTaxCodeCheckChar(code.slice(0, 15))).toBe(code.charAt(15));
      expect(isValidPersonalTaxCode(code)).toBe(false);
    });

    it('rejects day 40 written with omocodia letters (QL)', () => {
      const first15 = 'RSSMRA85MQLH501';
      expect(isValidPersonalTaxCode(first15 + referenceCheckChar(first15))).toBe(false);
    });
  });

  describe('when the shape is wrong', () => {
    it.each([
      ['RSSMRA85Z01H501V', 'Z is not a month letter'],
      ['RSSMRA85M01H501', '15 characters'],
      ['RSSMRA85M01H501QQ', '17 characters'],
      ['RSSMR185M01H501Q', 'a digit among the name letters'],
      ['RSSMRA85M01H5A1Q', 'A is not an omocodia letter'],
      ['RSSMRA85M01150IQ', 'a digit where the birthplace letter goes'],
      ['', 'empty'],
    ])('rejects %s (%s)', (code) => {
      expect(isValidPersonalTaxCode(code)).toBe(false);
    });
  });

  it('accepts every generated valid code, omocodes included', () => {
    fc.assert(
      fc.property(validPersonalTaxCode, (code) => {
        expect(isValidPersonalTaxCode(code)).toBe(true);
        expect(isValidPersonalTaxCode(code.toLowerCase())).toBe(true);
      }),
    );
  });

  // Why no single substitution can stay valid: at each position the characters the shape allows
  // are worth distinct amounts below 26, so changing one character changes the sum mod 26 and the
  // check letter no longer matches.
  // - Letter-only positions (1-6, 9, 12) and the check letter: both tables are one-to-one on A-Z.
  // - Even omocodia positions (8, 10, 14): digits are worth 0-9, the letters L M N P Q R S T U V
  //   11-13 and 15-21, never a digit's value.
  // - Odd omocodia positions (7, 11, 13, 15): digits are worth 1 0 5 7 9 13 15 17 19 21 (like A-J),
  //   the omocodia letters 4 18 20 3 6 8 12 14 16 10, never a digit's value.
  // A character the shape does not allow there fails the pattern. So an omocode of a valid code is
  // never one substitution away: its check letter differs as well.
  it('rejects every single-character substitution of a valid code', () => {
    fc.assert(
      fc.property(
        validPersonalTaxCode,
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(...ALPHANUMERIC.split('')),
        (code, index, replacement) => {
          fc.pre(code.charAt(index) !== replacement);
          const mutated = code.slice(0, index) + replacement + code.slice(index + 1);
          expect(isValidPersonalTaxCode(mutated)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects all 560 single-character substitutions of RSSMRAUVMLMH5LMJ', () => {
    const code = 'RSSMRAUVMLMH5LMJ';
    const accepted: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      for (const replacement of ALPHANUMERIC) {
        if (replacement === code.charAt(index)) continue;
        const mutated = code.slice(0, index) + replacement + code.slice(index + 1);
        if (isValidPersonalTaxCode(mutated)) accepted.push(mutated);
      }
    }
    expect(accepted).toEqual([]);
  });
});

describe('decodeOmocode', () => {
  it('turns omocodia letters back into digits and recomputes the check letter', () => {
    expect(decodeOmocode('RSSMRA85M01H50MI')).toBe('RSSMRA85M01H501Q');
    expect(decodeOmocode('RSSMRAUVMLMH5LMJ')).toBe('RSSMRA89M01H501U');
  });

  it('leaves a regular code as it is', () => {
    expect(decodeOmocode('rssmra85m01h501q')).toBe('RSSMRA85M01H501Q');
  });

  it('keeps letters outside omocodia positions', () => {
    // Position 9 (M, the month) and 12 (H, the birthplace letter) are not omocodia positions.
    expect(decodeOmocode('RSSMRA85M01H501Q')?.charAt(8)).toBe('M');
    expect(decodeOmocode('RSSMRA85M01H501Q')?.charAt(11)).toBe('H');
  });

  describe('when the input does not have the shape of a personal code', () => {
    it('answers null', () => {
      expect(decodeOmocode('00743110157')).toBeNull();
    });
  });

  it('maps every generated omocode to a valid code without omocodia letters', () => {
    fc.assert(
      fc.property(validPersonalTaxCode, (code) => {
        const base = decodeOmocode(code);
        expect(base).not.toBeNull();
        expect(isValidPersonalTaxCode(base ?? '')).toBe(true);
        for (const position of OMOCODIA_POSITIONS) {
          expect(base?.charAt(position - 1)).toMatch(/\d/);
        }
      }),
    );
  });
});

describe('isValidCompanyTaxCode', () => {
  it.each([
    ['00743110157', 'the reference example'],
    ['80012345676', 'an association (office code outside the VAT list)'],
    [' 007 4311 0157 ', 'spaces around and inside'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidCompanyTaxCode(code)).toBe(true);
  });

  it.each([
    ['00743110158', 'a wrong check digit'],
    ['00000000000', 'serial 0000000, although its check digit matches'],
    ['0074311015', 'not 11 digits'],
    ['007431101570', 'not 11 digits'],
    ['0074311015A', 'not 11 digits'],
    ['RSSMRA85M01H501Q', 'not 11 digits'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidCompanyTaxCode(code)).toBe(false);
  });
});
