import { describe, expect, it, vi } from 'vitest';

import { whenShopperActs } from './when-shopper-acts';

describe('whenShopperActs', () => {
  it('waits for the first sign of use, then runs once', () => {
    const callback = vi.fn();
    const cancel = whenShopperActs(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs for a key, a touch or the focus moving in anywhere in the page', () => {
    for (const event of [
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new Event('touchstart', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const callback = vi.fn();
      whenShopperActs(callback);
      document.body.dispatchEvent(event);
      expect(callback).toHaveBeenCalledTimes(1);
    }
  });

  it('does nothing once cancelled', () => {
    const callback = vi.fn();
    whenShopperActs(callback)();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
  });
});
