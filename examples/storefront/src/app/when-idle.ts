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
