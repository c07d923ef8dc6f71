// Tests only: drive the happy-dom window as a browser would (scroll, viewport size, element
// resizes). The build never reaches this folder.
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

const happyDOM = (
  window as unknown as { happyDOM: { setViewport(v: { width: number; height?: number }): void } }
).happyDOM;

/** Scrolls the window to `y` and reports the scroll, inside act(). */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

/** Resizes happy-dom's viewport (the width media queries see). */
export function setViewport(size: { width: number; height?: number }): void {
  happyDOM.setViewport(size);
}

/**
 * Stubs ResizeObserver with one that reports a border box `height` pixels tall when it starts
 * watching. `resize` reports a new height, inside act(). Undo with `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(height: number): { resize: (height: number) => void } {
  let report: ((entries: unknown[]) => void) | undefined;
  let current = height;
  const entries = () => [{ borderBoxSize: [{ blockSize: current }] }];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        report = callback;
      }
      observe() {
        report?.(entries());
      }
      disconnect() {}
    },
  );
  return {
    resize(next) {
      current = next;
      act(() => report?.(entries()));
    },
  };
}
