import { usePageScroll } from './use-page-scroll';

/**
 * Whether the page is scrolled more than `threshold` px; follows the window's scroll events
 * (passive). Used for the logo shrink (55 px).
 * @example const shrunk = useScrolledPast(55);
 */
export function useScrolledPast(threshold: number): boolean {
  return usePageScroll(threshold).past;
}
