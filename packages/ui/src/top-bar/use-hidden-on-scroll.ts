import { useEffect, useState } from 'react';

/** Scroll movements smaller than this (px) change nothing: a finger's tremor is not a direction. */
export const SCROLL_SLACK_PX = 8;

/**
 * Whether a bar that follows the page should step aside: `true` once the page is scrolled more
 * than `threshold` px and the last movement was downwards, `false` again as soon as the shopper
 * scrolls up (or back above the threshold). Follows the window's scroll events (passive).
 * The top bar uses it on small screens, where its first row gives its room back to the page.
 * @example const hidden = useHiddenOnScroll(120);
 */
export function useHiddenOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    let last: number | undefined;
    const update = () => {
      const y = window.scrollY;
      if (last === undefined || y <= threshold) {
        last = y;
        setHidden(false);
        return;
      }
      if (Math.abs(y - last) < SCROLL_SLACK_PX) return;
      setHidden(y > last);
      last = y;
    };
    // The first reading in the next frame, as useScrolledPast does: not while the page hydrates.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return hidden;
}
