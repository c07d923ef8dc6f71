import { useCallback, useEffect, useState, type RefObject } from 'react';
import { usePageScroll } from '../top-bar/use-page-scroll';

/** Options of {@link useToTopButton}. */
interface UseToTopButtonOptions {
  /** Scroll offset in px past which the button is on the page (the theme's `layout.toTopScroll`). */
  threshold: number;
  /** The footer's last line: while any of it is on screen the button steps aside. */
  end: RefObject<HTMLElement | null>;
  /**
   * A form the button would float over near the page's end (the newsletter's): while any of it
   * lies in the bottom `room` px of the viewport, where the button floats, the button steps aside.
   */
  form?: RefObject<HTMLElement | null>;
  /** Height in px of the strip at the viewport's bottom the button takes, its margin included. */
  room?: number;
}

/** What {@link useToTopButton} returns. */
interface UseToTopButtonReturn {
  /** Whether the button is on the page: the page is scrolled more than `threshold` px. */
  isMounted: boolean;
  /**
   * `visible` while the shopper heads back up the page; `hidden` on the way down, while the focus
   * is in a form, while the footer's last line is on screen and while `form` lies under the
   * button's strip. A hidden button stays in the tab
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

/**
 * Whether any part of `ref`'s element is inside the viewport, or, with `strip`, inside the bottom
 * `strip` px of it (the observer's root is cut to that strip, and cut again when the window is
 * resized).
 */
function useOnScreen(ref: RefObject<HTMLElement | null> | undefined, strip?: number): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const top = strip === undefined ? 0 : Math.max(0, window.innerHeight - strip);
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (entry) setOnScreen(entry.isIntersecting);
        },
        { rootMargin: `${-top}px 0px 0px 0px` },
      );
      observer.observe(element);
    };
    observe();
    if (strip !== undefined) window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [ref, strip]);
  return onScreen;
}

/**
 * The footer's floating to-top button, kept off what the shopper is working with: it is on the
 * page once the page is scrolled past `threshold` (docs/requirements/app-shell.md "Footer"), and
 * it shows only while the shopper heads back up. It steps aside while they scroll down through
 * the page, while the focus is in a form (typing an address, a phone's keyboard up) and while
 * the footer's last line or the bottom of `form` is on screen, so it never lies over a field, a
 * form's button or the version line, and a tap meant for them never sends the page to the top. It reads the window
 * only in effects and events, so a server renders the footer without the button.
 * @example
 * const toTop = useToTopButton({ threshold: 20, end: lastLineRef });
 * return toTop.isMounted ? <div data-state={toTop.state}><button onClick={toTop.scrollToTop} /></div> : null;
 */
export function useToTopButton({
  threshold,
  end,
  form,
  room = 72,
}: UseToTopButtonOptions): UseToTopButtonReturn {
  const { past: isMounted, direction } = usePageScroll(threshold);
  const focusInForm = useFocusInForm();
  const endOnScreen = useOnScreen(end);
  const formUnder = useOnScreen(form, room);
  const scrollToTop = useCallback(() => {
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return {
    isMounted,
    state: direction === 'up' && !focusInForm && !endOnScreen && !formUnder ? 'visible' : 'hidden',
    scrollToTop,
  };
}
