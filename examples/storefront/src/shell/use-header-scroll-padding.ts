import { useEffect } from 'react';

/** The CSS variable the global style reads for `scroll-padding-top` (src/app/app.tsx). */
export const HEADER_HEIGHT_VARIABLE = '--carrello-header-height';

/**
 * Keeps the page's `scroll-padding-top` equal to the sticky top bar's height, so a control that
 * receives the focus (Tab, Shift+Tab, a skip link, `scrollIntoView`) is scrolled out from under
 * the bar instead of being hidden by it (WCAG 2.4.11). The bar's height changes with the screen,
 * the text size and the zoom: it is measured, not assumed.
 */
export function useHeaderScrollPadding(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? header.getBoundingClientRect().height;
      root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
}
