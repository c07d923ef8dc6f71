import { describe, expect, it } from 'vitest';
import { isValidCap, normalizeCap, postalCodeAfterStreetPick, postalCodeForStreet } from './cap';

describe('isValidCap', () => {
  it.each([['20121'], ['00118'], [' 09100 ']])('accepts %s, leading zeros included', (cap) => {
    expect(isValidCap(cap)).toBe(true);
  });

  it.each([['2012'], ['201210'], ['2012A'], ['20 121'], ['']])('rejects "%s"', (cap) => {
    expect(isValidCap(cap)).toBe(false);
  });
});

describe('normalizeCap', () => {
  it('trims and keeps the text, leading zeros included', () => {
    expect(normalizeCap(' 00118 ')).toBe('00118');
  });
});

describe('postalCodeForStreet', () => {
  it('gives the only postal code of a street', () => {
    expect(postalCodeForStreet({ elencoCAP: ['20121'] })).toBe('20121');
  });

  it('gives nothing when the street has several postal codes or none', () => {
    expect(postalCodeForStreet({ elencoCAP: ['00184', '00185'] })).toBeUndefined();
    expect(postalCodeForStreet({ elencoCAP: [] })).toBeUndefined();
  });
});

describe('postalCodeAfterStreetPick', () => {
  const viaPadova = { elencoCAP: ['20127', '20131', '20132'] };

  it('fills the only postal code of the street, over any other', () => {
    expect(postalCodeAfterStreetPick({ elencoCAP: ['20124'] }, '20131')).toBe('20124');
    expect(postalCodeAfterStreetPick({ elencoCAP: ['20124'] }, '')).toBe('20124');
  });

  it('empties a postal code that is none of the street’s several', () => {
    expect(postalCodeAfterStreetPick(viaPadova, '20124')).toBe('');
  });

  it('keeps a postal code that is one of the street’s several, as typed', () => {
    expect(postalCodeAfterStreetPick(viaPadova, '20131')).toBe('20131');
    expect(postalCodeAfterStreetPick(viaPadova, ' 20131 ')).toBe(' 20131 ');
    expect(postalCodeAfterStreetPick(viaPadova, '')).toBe('');
  });

  it('keeps the postal code when the street lists none', () => {
    expect(postalCodeAfterStreetPick({ elencoCAP: [] }, '20124')).toBe('20124');
  });
});
