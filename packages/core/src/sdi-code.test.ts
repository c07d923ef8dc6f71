import { describe, expect, it } from 'vitest';
import { isRealSdiCode, isValidSdiCode, normalizeSdiCode } from './sdi-code';

describe('normalizeSdiCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeSdiCode(' abc1234 ')).toBe('ABC1234');
  });
});

describe('isValidSdiCode', () => {
  it.each([
    ['accepts', 'ABC1234', '7 characters, a business'],
    ['accepts', 'UFABCD', '6 characters, a public administration office'],
    ['accepts', '0000000', 'the private-person placeholder'],
    ['accepts', 'XXXXXXX', 'the abroad placeholder'],
    ['accepts', ' abc1234 ', 'lower case with spaces around'],
    ['rejects', 'ABC12', 'too short'],
    ['rejects', 'ABC12345', 'too long'],
    ['rejects', 'ABC-123', 'a dash'],
    ['rejects', 'ABC 123', 'a space inside'],
    ['rejects', '', 'empty'],
  ])('%s %s (%s)', (verdict, code) => {
    expect(isValidSdiCode(code)).toBe(verdict === 'accepts');
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
