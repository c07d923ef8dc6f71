import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's `scroll-padding-top` at a sticky element's height (plus `gap` px), so that a
 * control that receives the focus (Tab, Shift+Tab, a skip link, `scrollIntoView`) is scrolled out
 * from under it instead of being hidden by it (WCAG 2.2, 2.4.11 Focus not obscured). The height
 * changes with the screen, the text size and the zoom: it is measured, not assumed. The property
 * is set on `<html>` while the element is mounted, and taken back when it goes.
 */
export function useStickyScrollPadding(ref: RefObject<HTMLElement | null>, gap = 8): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.setProperty('scroll-padding-top', `${Math.ceil(height) + gap}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [ref, gap]);
}
