import { usePageScroll } from './use-page-scroll';

/**
 * Whether a bar that follows the page should step aside: `true` once the page is scrolled more
 * than `threshold` px and the last movement was downwards, `false` again as soon as the shopper
 * scrolls up (or back above the threshold). Follows the window's scroll events (passive).
 * The top bar uses it on small screens, where its first row gives its room back to the page.
 * @example const hidden = useHiddenOnScroll(120);
 */
export function useHiddenOnScroll(threshold: number): boolean {
  return usePageScroll(threshold).direction === 'down';
}
