import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in sync with the viewport. The server cannot know the
 * screen (it renders as if none matched); once the page has hydrated, a page on a matching screen
 * renders again with it in a background render (a deferred value) that the browser can interrupt,
 * not in one long task at start-up. A component mounted later has the screen's answer at once.
 * Code that acts on a tap reads {@link matchesNow} instead: the render may still be on its way.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => window.matchMedia(query).matches,
      () => false,
    ),
  );
}

/** Whether a CSS media query matches now (in the browser; false on the server). */
export function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/** The phone breakpoint (xs, under 600 px). */
export const PHONE_QUERY = '(max-width: 599.98px)';

/** Whether the viewport is a phone (breakpoint xs, under 600 px). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
