import { describe, expect, it } from 'vitest';
import { isValidMobilePhone, normalizeMobilePhone } from './phone';

describe('isValidMobilePhone', () => {
  it.each([
    ['accepts', '3331234567', 'national digits'],
    ['accepts', '333 123 4567', 'national with spaces'],
    ['accepts', '+39 333 1234567', 'with its own +39'],
    ['accepts', '0039 333 1234567', 'with 0039'],
    ['accepts', '+393331234567', 'E.164'],
    ['accepts', '320-123-4567', 'national with dashes'],
    ['rejects', '02 12345678', 'a landline'],
    ['rejects', '0612345678', 'a landline'],
    ['rejects', '+39 02 12345678', 'a landline with +39'],
    ['rejects', '333123', 'too short'],
    ['rejects', '33312345', 'too short'],
    ['rejects', '333123456789', 'too long'],
    ['rejects', '', 'empty'],
  ])('%s %s (%s)', (verdict, number) => {
    expect(isValidMobilePhone(number)).toBe(verdict === 'accepts');
  });

  describe('when the number carries a prefix other than the chosen one', () => {
    it('rejects a UK mobile under +39', () => {
      expect(isValidMobilePhone('+44 7911 123456', '+39')).toBe(false);
    });

    it('accepts it under +44', () => {
      expect(isValidMobilePhone('+44 7911 123456', '+44')).toBe(true);
      expect(isValidMobilePhone('07911 123456', '+44')).toBe(true);
    });
  });

  it('reads the prefix with or without + and 00', () => {
    expect(isValidMobilePhone('3331234567', '39')).toBe(true);
    expect(isValidMobilePhone('3331234567', '0039')).toBe(true);
  });

  it('rejects an empty prefix', () => {
    expect(isValidMobilePhone('3331234567', '')).toBe(false);
  });

  describe('when the prefix is a calling code that does not exist', () => {
    it.each([['+999'], ['+80'], ['+1234']])('rejects the number under %s', (prefix) => {
      expect(isValidMobilePhone('3331234567', prefix)).toBe(false);
      expect(normalizeMobilePhone('3331234567', prefix)).toBeNull();
    });
  });
});

describe('normalizeMobilePhone', () => {
  it('answers E.164 by default', () => {
    expect(normalizeMobilePhone('333 123 4567')).toBe('+393331234567');
  });

  it('answers national digits on request', () => {
    expect(normalizeMobilePhone('+39 333 1234567', '+39', 'national')).toBe('3331234567');
  });

  describe('when the number is not a valid mobile number', () => {
    it('answers null', () => {
      expect(normalizeMobilePhone('02 12345678')).toBeNull();
    });
  });
});
