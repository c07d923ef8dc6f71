import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's `scroll-padding-bottom` at the room a fixed element takes at the bottom of the
 * viewport: its height, plus `offset` px between it and the viewport's edge, plus `gap` px. A
 * control that receives the focus (Tab, Shift+Tab, `scrollIntoView`) is then scrolled out from
 * under it instead of being hidden by it (WCAG 2.2, 2.4.11 Focus not obscured), the way
 * `useStickyScrollPadding` keeps the room of the sticky top bar. The height changes with the text
 * size and the zoom: it is measured, not assumed. The property is set on `<html>` while the element
 * is mounted, and taken back when it goes.
 */
export function useBottomScrollPadding(
  ref: RefObject<HTMLElement | null>,
  offset: number,
  gap = 8,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.setProperty('scroll-padding-bottom', `${Math.ceil(height) + offset + gap}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, offset, gap]);
}
