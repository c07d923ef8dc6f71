import { describe, expect, it } from 'vitest';
import { PROVINCES, isValidProvince, normalizeProvince, provinceByCode } from './province';

describe('PROVINCES', () => {
  it('lists 107 distinct two-letter codes in alphabetical order', () => {
    const codes = PROVINCES.map((province) => province.code);
    expect(codes).toHaveLength(107);
    expect(new Set(codes).size).toBe(107);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('gives every province a name and a region', () => {
    for (const province of PROVINCES) {
      expect(province.name).not.toBe('');
      expect(province.region).not.toBe('');
    }
  });

  it('writes names with the typographic apostrophe, as the rest of the copy', () => {
    expect(provinceByCode('AQ')?.name).toBe('L’Aquila');
    expect(provinceByCode('AO')?.region).toBe('Valle d’Aosta');
    for (const province of PROVINCES) {
      expect(province.name).not.toContain("'");
      expect(province.region).not.toContain("'");
    }
  });

  it('has Sud Sardegna and not the codes it replaced', () => {
    expect(provinceByCode('SU')).toEqual({ code: 'SU', name: 'Sud Sardegna', region: 'Sardegna' });
    for (const code of ['CI', 'VS', 'OG', 'OT']) expect(isValidProvince(code)).toBe(false);
  });
});

describe('normalizeProvince', () => {
  it('trims and upper-cases', () => {
    expect(normalizeProvince(' mi ')).toBe('MI');
  });
});

describe('isValidProvince', () => {
  it.each([['MI'], ['RM'], ['BT'], ['mb'], [' fc ']])('accepts %s', (code) => {
    expect(isValidProvince(code)).toBe(true);
  });

  it.each([['XX'], ['M'], ['MIL'], ['']])('rejects "%s"', (code) => {
    expect(isValidProvince(code)).toBe(false);
  });
});

describe('provinceByCode', () => {
  it('finds a province in any case', () => {
    expect(provinceByCode('mi')).toEqual({ code: 'MI', name: 'Milano', region: 'Lombardia' });
  });

  it('answers undefined for an unknown code', () => {
    expect(provinceByCode('ZZ')).toBeUndefined();
  });
});
