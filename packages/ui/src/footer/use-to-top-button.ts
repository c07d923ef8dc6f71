import { useCallback, useEffect, useState, type RefObject } from 'react';
import { usePageScroll } from '../top-bar/use-page-scroll';

/** Options of {@link useToTopButton}. */
export interface UseToTopButtonOptions {
  /** Scroll offset in px past which the button is on the page (the theme's `layout.toTopScroll`). */
  threshold: number;
  /** The footer's last line: while any of it is on screen the button steps aside. */
  end: RefObject<HTMLElement | null>;
}

/** What {@link useToTopButton} returns. */
export interface UseToTopButtonReturn {
  /** Whether the button is on the page: the page is scrolled more than `threshold` px. */
  isMounted: boolean;
  /**
   * `visible` while the shopper heads back up the page; `hidden` on the way down, while the focus
   * is in a form and while the footer's last line is on screen. A hidden button stays in the tab
   * order (the skin shows it when it takes the focus).
   */
  state: 'visible' | 'hidden';
  /** Scrolls the window to the top, at once when the shopper asks for reduced motion. */
  scrollToTop: () => void;
}

/** What a shopper works with: a field, or anything in a form (its buttons, its links). */
const FORM_PART = 'input, select, textarea, [contenteditable]:not([contenteditable="false"]), form';

function inForm(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FORM_PART) !== null;
}

/** Whether the focus is in a form; follows focus events on the document. */
function useFocusInForm(): boolean {
  // The button this decides about is never on the page in the first render (usePageScroll),
  // so reading the focus here cannot make the hydration differ from the server's render.
  const [focused, setFocused] = useState(
    () => typeof document !== 'undefined' && inForm(document.activeElement),
  );
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      setFocused(inForm(event.target));
    };
    // Where the focus goes next (null: out of the page, or onto nothing focusable).
    const onFocusOut = (event: FocusEvent) => {
      setFocused(inForm(event.relatedTarget));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return focused;
}

/** Whether any part of `ref`'s element is inside the viewport. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return onScreen;
}

/**
 * The footer's floating to-top button, kept off what the shopper is working with: it is on the
 * page once the page is scrolled past `threshold` (docs/requirements/app-shell.md "Footer"), and
 * it shows only while the shopper heads back up. It steps aside while they scroll down through
 * the page, while the focus is in a form (typing an address, a phone's keyboard up) and while
 * the footer's last line is on screen, so it never lies over a field, a form's button or the
 * version line, and a tap meant for them never sends the page to the top. It reads the window
 * only in effects and events, so a server renders the footer without the button.
 * @example
 * const toTop = useToTopButton({ threshold: 20, end: lastLineRef });
 * return toTop.isMounted ? <div data-state={toTop.state}><button onClick={toTop.scrollToTop} /></div> : null;
 */
export function useToTopButton({ threshold, end }: UseToTopButtonOptions): UseToTopButtonReturn {
  const { past: isMounted, direction } = usePageScroll(threshold);
  const focusInForm = useFocusInForm();
  const endOnScreen = useOnScreen(end);
  const scrollToTop = useCallback(() => {
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return {
    isMounted,
    state: direction === 'up' && !focusInForm && !endOnScreen ? 'visible' : 'hidden',
    scrollToTop,
  };
}
