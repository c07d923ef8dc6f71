import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, shouldOfferUpdate, updateUrlFor } from './version';

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['2.0', '2.0.0', 0],
    ['2', '1.99.99', 1],
    ['v1.2.3', '1.2.3', 0],
    ['V1.2.4', 'v1.2.3', 1],
    ['1.2.3+build.7', '1.2.3', 0],
    ['1.2.0-beta.1', '1.2.0', -1],
    ['1.2.0', '1.2.0-rc.1', 1],
    ['1.2.0-alpha', '1.2.0-beta', -1],
    ['1.2.0-beta.2', '1.2.0-beta.11', -1],
    ['1.2.0-beta', '1.2.0-beta.1', -1],
    ['1.2.0-1', '1.2.0-alpha', -1],
    ['1.2.0-rc.1', '1.1.9', 1],
  ] as const)('compares %s with %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  const version = fc
    .array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join('.'));

  it('is antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it('orders like the numeric tuples padded with zeros', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const left = a.split('.').map(Number);
        const right = b.split('.').map(Number);
        let expected = 0;
        for (let index = 0; index < 4 && expected === 0; index += 1) {
          expected = Math.sign((left[index] ?? 0) - (right[index] ?? 0));
        }
        expect(compareVersions(a, b)).toBe(expected || 0);
      }),
    );
  });
});

describe('shouldOfferUpdate', () => {
  describe('when the latest version is newer', () => {
    it('offers the update', () => {
      expect(
        shouldOfferUpdate({
          current: '1.9.0',
          latest: '1.10.0',
          currentUrl: 'https://spesa.example/',
        }),
      ).toBe(true);
    });

    it('does not offer it when the address already contains the latest version', () => {
      expect(
        shouldOfferUpdate({
          current: '1.9.0',
          latest: '1.10.0',
          currentUrl: 'https://spesa.example/app/1.10.0/index.html',
        }),
      ).toBe(false);
    });
  });

  describe('when the latest version is the same or older', () => {
    it.each([['1.9.0'], ['1.8.5']])('does not offer %s', (latest) => {
      expect(
        shouldOfferUpdate({ current: '1.9.0', latest, currentUrl: 'https://spesa.example/' }),
      ).toBe(false);
    });
  });

  describe('when the latest version is unknown', () => {
    it.each([[undefined], [null], ['']])('does not offer %j', (latest) => {
      expect(
        shouldOfferUpdate({ current: '1.9.0', latest, currentUrl: 'https://spesa.example/' }),
      ).toBe(false);
    });
  });
});

describe('updateUrlFor', () => {
  it('puts the platform in place of every {platform}', () => {
    expect(updateUrlFor('https://dl.example/{platform}/app?os={platform}', 'android')).toBe(
      'https://dl.example/android/app?os=android',
    );
  });

  it('encodes the platform', () => {
    expect(updateUrlFor('https://dl.example/{platform}', 'i os')).toBe('https://dl.example/i%20os');
  });

  it('leaves an address without the placeholder alone', () => {
    expect(updateUrlFor('https://dl.example/app', 'ios')).toBe('https://dl.example/app');
  });
});
