import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` px; follows the window's scroll events
 * (passive). Used for the logo shrink (55 px) and the footer's to-top button (20 px).
 * @example const shrunk = useScrolledPast(LOGO_SHRINK_SCROLL_PX);
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
