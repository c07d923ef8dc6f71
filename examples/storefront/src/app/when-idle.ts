import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or on the next
 * task where there is no `requestIdleCallback` (Safari, jsdom). Returns a cancel function, as an
 * effect's cleanup wants. Code a page will want soon loads this way, after the first paint.
 * @example
 * useEffect(() => whenIdle(() => void import('./menu')), []);
 */
export function whenIdle(callback: () => void, timeout = 4_000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Whether the browser has been idle once since the component mounted: false on the server and
 * until then. Work a page does not need to start (a first check, a registration) waits for it.
 * @example
 * const idle = useAfterIdle();
 * useVersionCheck({ currentVersion, enabled: idle });
 */
export function useAfterIdle(timeout?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout]);
  return idle;
}
