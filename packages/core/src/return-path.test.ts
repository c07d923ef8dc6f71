import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/'],
    ['/checkout'],
    ['/profile/orders/42?tab=items#top'],
    ['/search?q=http://example.com'],
    ['/page/condizioni-di-vendita'],
  ])('keeps the internal path %s', (target) => {
    expect(safeReturnPath(target)).toBe(target);
  });

  describe('when the target leaves the site or is not text', () => {
    it.each([
      ['//evil.example'],
      ['/\\evil.example'],
      ['https://evil.example/checkout'],
      ['javascript:alert(1)'],
      ['evil.example'],
      ['checkout'],
      ['/\t/evil.example'],
      ['/\n/evil.example'],
      [''],
      [undefined],
      [null],
      [42],
      [['/checkout']],
      [{ path: '/checkout' }],
    ])('answers / for %j', (target) => {
      expect(safeReturnPath(target)).toBe('/');
    });
  });
});
