import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { CurrentRouter } from '../app/current-router';

/** Delay before a saved scroll position is restored after navigation, in ms. */
const SCROLL_RESTORE_DELAY_MS = 500;

const STORAGE_KEY = 'carrello.scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

// How long a restored position waits for the page to grow tall enough (pages of a list still
// coming from the cache or the network) before giving up.
const FOLLOW_MS = 5_000;

/** The link or button a page was left from, to find again on that page. */
interface Opener {
  tag: string;
  href: string | null;
  text: string;
}

// By history entry: what had the focus when the shopper left it (in memory: only the tab's own
// back and forward come back to these entries while the app runs).
const openers = new Map<string, Opener>();

function openerOf(element: Element | null): Opener | null {
  if (!(element instanceof HTMLElement) || !element.closest('main')) return null;
  if (!element.matches('a[href], button')) return null;
  return {
    tag: element.tagName,
    href: element.getAttribute('href'),
    text: element.textContent?.trim() ?? '',
  };
}

function findOpener(opener: Opener): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(`main ${opener.tag.toLowerCase()}`);
  for (const candidate of candidates) {
    if (
      candidate.getAttribute('href') === opener.href &&
      (candidate.textContent?.trim() ?? '') === opener.text
    )
      return candidate;
  }
  return null;
}

/**
 * Scrolls to `top` again each time the page grows, until it is reached, the shopper scrolls or
 * types, or `FOLLOW_MS` pass; answers a function that stops it.
 */
function followUntilReached(top: number): () => void {
  if (Math.abs(window.scrollY - top) <= 1 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  const giveUp = setTimeout(stop, FOLLOW_MS);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

/**
 * docs/requirements/app-shell.md: after a navigation a saved scroll position comes back after 500 ms, otherwise the
 * page goes to the top; the page heading then takes the focus so screen readers hear where
 * they are (the first load keeps the focus where the browser puts it). Coming back (the browser's
 * back, or closing a modal that is a route of its own, such as the address form) the focus goes
 * to the link or button the page was left from, when it is still there. A navigation that keeps
 * the page's place (`preventScrollReset`: a list's sort or filter) is no new page: the scroll and
 * the focus stay where the shopper has them.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const router = useContext(CurrentRouter);
  const first = useRef(true);
  // The control the shopper last focused in the page: by the time the page is left, the link
  // that left it may be out of the document already.
  const lastFocused = useRef<Opener | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      lastFocused.current = openerOf(event.target as Element | null);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // The position as the shopper left it: read from the scroll events, not when the page is
  // left, because by then the next page is on screen and a short one has clamped the scroll
  // (a long list came back at 235 px instead of 1,500).
  const position = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      position.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Save the position of the page being left, in the commit that replaces it (a layout effect:
  // a passive one runs after the paint, when the clamping scroll event has already come).
  useLayoutEffect(() => {
    const key = location.key;
    // Where the page starts, read in the next frame, where the browser lays the page out anyway:
    // read in the commit, scrollY makes the browser lay out the whole page there (on the first
    // page, in the task that hydrates it).
    const frame = requestAnimationFrame(() => {
      position.current = window.scrollY;
    });
    return () => {
      cancelAnimationFrame(frame);
      const opener = openerOf(document.activeElement) ?? lastFocused.current;
      lastFocused.current = null;
      if (opener) openers.set(key, opener);
      else openers.delete(key);
      const positions = readPositions();
      positions[key] = position.current;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: the page will open at the top.
      }
    };
  }, [location.key]);

  useEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    // docs/requirements/app-shell.md: sorting or filtering a list is not a new page.
    const keepsPlace = navigationType !== 'POP' && router?.state.preventScrollReset === true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopFollowing = () => {};
    if (saved !== undefined) {
      timer = setTimeout(() => {
        window.scrollTo(0, saved);
        stopFollowing = followUntilReached(saved);
      }, SCROLL_RESTORE_DELAY_MS);
    } else if (!location.hash && !first.current && !keepsPlace) {
      // A page opened from another one starts at the top; the first page (the server's) is
      // there already, and scrolling it would make the browser lay it out while it hydrates.
      window.scrollTo(0, 0);
    }
    if (first.current) {
      first.current = false;
    } else if (keepsPlace) {
      // The control used keeps the focus; one that has gone with the change (a filter's chip)
      // hands it to the page heading rather than to the page's body.
      const active = document.activeElement;
      if (!active || active === document.body)
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    } else {
      const opener = navigationType === 'POP' ? openers.get(location.key) : undefined;
      const back = opener ? findOpener(opener) : null;
      if (back) back.focus({ preventScroll: saved !== undefined });
      else document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    }
    return () => {
      clearTimeout(timer);
      stopFollowing();
    };
  }, [location.key, location.hash, navigationType, router]);

  return null;
}
