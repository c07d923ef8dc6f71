/** The events that say a shopper is using the page (not only looking at it). */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
  'focusin',
] as const;

/**
 * Runs `callback` once, at the shopper's first sign of use of the page (a pointer moving or
 * pressed, a key, a touch, a scroll, the focus moving in); nothing happens for a page that is
 * only looked at (a crawler, a tab opened in the background). Returns a cancel function, as an
 * effect's cleanup wants. For code that improves what the server rendered, which works without
 * it: the drawers' code, which their buttons also load when pressed.
 * @example
 * useEffect(() => whenShopperActs(() => void preloadSearchBox()), []);
 */
export function whenShopperActs(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let done = false;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, run, options);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    callback();
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, run, options);
  return () => {
    done = true;
    stop();
  };
}
