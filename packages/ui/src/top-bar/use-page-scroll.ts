import { useEffect, useState } from 'react';

/** Scroll movements smaller than this (px) change nothing: a finger's tremor is not a direction. */
const SCROLL_SLACK_PX = 8;

/** Where the window's scroll stands against a threshold. */
interface PageScroll {
  /** The page is scrolled more than the threshold. */
  past: boolean;
  /**
   * The way the last movement past the threshold went (movements under {@link SCROLL_SLACK_PX}
   * change nothing); `null` at or above the threshold: crossing it on the way down is `down`.
   */
  direction: 'up' | 'down' | null;
}

/**
 * Follows the window's scroll (passive listener) against `threshold` px: whether the page is
 * past it and which way the shopper last moved beyond it. The first reading is in the next
 * frame, where the browser lays the page out anyway: read while a server-rendered page hydrates,
 * `scrollY` would make it lay out the whole page there, and the first render matches the
 * server's (`past: false`, `direction: null`). The top bar's shrink and fold and the footer's
 * to-top button are built on it.
 * @example const { past, direction } = usePageScroll(20);
 */
export function usePageScroll(threshold: number): PageScroll {
  const [past, setPast] = useState(false);
  const [direction, setDirection] = useState<PageScroll['direction']>(null);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    let last: number | undefined;
    const update = () => {
      const y = window.scrollY;
      setPast(y > threshold);
      if (last === undefined || y <= threshold) {
        last = y;
        setDirection(null);
        return;
      }
      if (Math.abs(y - last) < SCROLL_SLACK_PX) return;
      setDirection(y > last ? 'down' : 'up');
      last = y;
    };
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return { past, direction };
}
