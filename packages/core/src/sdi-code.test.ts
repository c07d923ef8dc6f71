import { describe, expect, it } from 'vitest';
import { isRealSdiCode, isValidSdiCode, normalizeSdiCode } from './sdi-code';

describe('normalizeSdiCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeSdiCode(' abc1234 ')).toBe('ABC1234');
  });
});

describe('isValidSdiCode', () => {
  it.each([
    ['ABC1234', '7 characters, a business'],
    ['UFABCD', '6 characters, a public administration office'],
    ['0000000', 'the private-person placeholder'],
    ['XXXXXXX', 'the abroad placeholder'],
    [' abc1234 ', 'lower case with spaces around'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidSdiCode(code)).toBe(true);
  });

  it.each([
    ['ABC12', 'too short'],
    ['ABC12345', 'too long'],
    ['ABC-123', 'a dash'],
    ['ABC 123', 'a space inside'],
    ['', 'empty'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidSdiCode(code)).toBe(false);
  });
});

describe('isRealSdiCode', () => {
  it('accepts a business code', () => {
    expect(isRealSdiCode('ABC1234')).toBe(true);
  });

  it('rejects the 0000000 placeholder', () => {
    expect(isRealSdiCode('0000000')).toBe(false);
  });

  it('rejects a malformed code', () => {
    expect(isRealSdiCode('AB')).toBe(false);
  });
});
