import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandFromMaskedNumber, type CardBrandOrGeneric } from './card-brand';

describe('cardBrandFromMaskedNumber', () => {
  it.each([
    ['4242********4242', 'visa'],
    ['4026********1234', 'electron'],
    ['417500******1234', 'electron'],
    ['4917 XXXX XXXX 1234', 'electron'],
    ['5018********1234', 'maestro'],
    ['6762********1234', 'maestro'],
    ['6304********1234', 'maestro'],
    ['5019********1234', 'dankort'],
    ['6361********1234', 'interpayment'],
    ['6200********1234', 'unionpay'],
    ['5555 XXXX XXXX 4444', 'mastercard'],
    ['5105-XXXX-XXXX-5100', 'mastercard'],
    ['2221********0000', 'mastercard'],
    ['2720********0000', 'mastercard'],
    ['3782*******0005', 'amex'],
    ['3400*******0000', 'amex'],
    ['3056******5904', 'diners'],
    ['3600******0000', 'diners'],
    ['3899******0000', 'diners'],
    ['6011********1117', 'discover'],
    ['6445********0000', 'discover'],
    ['6500********0000', 'discover'],
    ['3530********0000', 'jcb'],
    ['3589********0000', 'jcb'],
  ] as const)('reads %s as %s', (masked, brand) => {
    expect(cardBrandFromMaskedNumber(masked)).toBe(brand);
  });

  describe('when a range needs more digits than are shown', () => {
    it.each([
      ['electron', '4175', '4175************'],
      ['mastercard', '2', '2***************'],
    ])('does not guess %s from %s alone', (_brand, _shown, masked) => {
      expect(cardBrandFromMaskedNumber(masked)).toBe('visa');
    });
  });

  describe('when a number is present but not recognised', () => {
    it.each([
      ['************1234'],
      ['9999********0000'],
      ['2220********0000'],
      ['3060********0000'],
    ])('answers visa for %s', (masked) => {
      expect(cardBrandFromMaskedNumber(masked)).toBe('visa');
    });
  });

  describe('when the Discover range is co-branded with UnionPay', () => {
    it('answers unionpay, which comes first', () => {
      expect(cardBrandFromMaskedNumber('622126******0000')).toBe('unionpay');
    });
  });

  describe('when there is no number', () => {
    it.each([[undefined], [null], [''], ['   ']])('answers generic for %j', (masked) => {
      expect(cardBrandFromMaskedNumber(masked)).toBe('generic');
    });
  });

  const BRANDS: readonly CardBrandOrGeneric[] = [
    'electron',
    'maestro',
    'dankort',
    'interpayment',
    'unionpay',
    'visa',
    'mastercard',
    'amex',
    'diners',
    'discover',
    'jcb',
    'generic',
  ];

  it('always answers a known brand', () => {
    fc.assert(
      fc.property(fc.string(), (masked) => {
        expect(BRANDS).toContain(cardBrandFromMaskedNumber(masked));
      }),
    );
  });

  it('answers the same brand whatever is masked after the first 6 digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 6, max: 15 }),
        fc.constantFrom('*', 'X', '•'),
        (digits, shown, maskCharacter) => {
          const number = digits.join('');
          const masked = number.slice(0, shown) + maskCharacter.repeat(16 - shown);
          expect(cardBrandFromMaskedNumber(masked)).toBe(cardBrandFromMaskedNumber(number));
        },
      ),
    );
  });
});
