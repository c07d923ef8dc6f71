import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's `scroll-padding-top` or `scroll-padding-bottom` at the room a sticky or fixed
 * element takes at that edge of the viewport: its height plus `extra` px (its distance from the
 * edge and a margin). A control that receives the focus (Tab, Shift+Tab, a skip link,
 * `scrollIntoView`) is then scrolled out from under it instead of being hidden by it (WCAG 2.2,
 * 2.4.11 Focus not obscured). The height changes with the screen, the text size and the zoom: it
 * is measured, not assumed. The property is set on `<html>` while the element is mounted, and
 * taken back when it goes.
 */
export function useScrollPadding(
  ref: RefObject<HTMLElement | null>,
  edge: 'top' | 'bottom',
  extra = 8,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const property = `scroll-padding-${edge}`;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.setProperty(property, `${Math.ceil(height) + extra}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, edge, extra]);
}
