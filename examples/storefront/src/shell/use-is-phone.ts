import { useDeferredValue } from 'react';

import { breakpointForWidth, useBreakpoint } from '@carrello/ui';

/**
 * Whether the viewport is a phone (the kit's breakpoint xs, under 600 px). The server cannot
 * know the screen and renders as if it were not one; once the page has hydrated, a page on a
 * phone renders again in a background render (a deferred value) that the browser can interrupt,
 * not in one long task at start-up. A component mounted later has the answer at once. Code that
 * acts on a tap reads {@link isPhoneNow} instead: that render may still be on its way.
 */
export function useIsPhone(): boolean {
  return useDeferredValue(useBreakpoint('lg') === 'xs');
}

/** Whether the viewport is a phone now (in the browser; false on the server). */
export function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && breakpointForWidth(window.innerWidth) === 'xs';
}
