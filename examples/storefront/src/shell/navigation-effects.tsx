import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { SCROLL_RESTORE_DELAY_MS } from '@carrello/core';

const STORAGE_KEY = 'carrello.scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Spec 2.4: after a navigation a saved scroll position comes back after 500 ms, otherwise the
 * page goes to the top; the page heading then takes the focus so screen readers hear where
 * they are (the first load keeps the focus where the browser puts it).
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Save the position of the page being left.
  useEffect(() => {
    const key = location.key;
    return () => {
      const positions = readPositions();
      positions[key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: the page will open at the top.
      }
    };
  }, [location.key]);

  useEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (saved !== undefined) {
      timer = setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    if (first.current) {
      first.current = false;
    } else {
      const heading = document.querySelector<HTMLElement>('main h1');
      heading?.focus({ preventScroll: true });
    }
    return () => clearTimeout(timer);
  }, [location.key, location.hash, navigationType]);

  return null;
}
