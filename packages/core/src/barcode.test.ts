import { describe, expect, it } from 'vitest';

import { barcodeProblem, hasValidGs1CheckDigit, normalizeBarcode } from './barcode';

describe('barcode', () => {
  it('accepts printed EAN-13, EAN-8 and UPC-A codes with their check digit', () => {
    expect(hasValidGs1CheckDigit('8000000000019')).toBe(true);
    expect(hasValidGs1CheckDigit('4006381333931')).toBe(true);
    expect(hasValidGs1CheckDigit('96385074')).toBe(true);
    expect(hasValidGs1CheckDigit('036000291452')).toBe(true);
    expect(hasValidGs1CheckDigit('8000000000018')).toBe(false);
    expect(hasValidGs1CheckDigit('12345')).toBe(false);
  });

  it('says what is wrong with a typed code', () => {
    expect(barcodeProblem('  ')).toBe('required');
    expect(barcodeProblem('12')).toBe('tooShort');
    expect(barcodeProblem('80€0')).toBe('characters');
    expect(barcodeProblem('8000000000018')).toBe('checkDigit');
    expect(barcodeProblem('8 000000 000019')).toBeNull();
    expect(barcodeProblem('ABC-123')).toBeNull();
  });

  it('drops the spaces printed between the digit groups', () => {
    expect(normalizeBarcode(' 8 000000 000019 ')).toBe('8000000000019');
  });
});
