import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` px; follows the window's scroll events
 * (passive). Used for the logo shrink (55 px) and the footer's to-top button (20 px).
 * @example const shrunk = useScrolledPast(55);
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const update = () => setPast(window.scrollY > threshold);
    // The first reading in the next frame, where the browser lays the page out anyway: read
    // when the component mounts (while a server-rendered page hydrates), scrollY would make it
    // lay out the whole page there.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
