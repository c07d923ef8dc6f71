import { useRef, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { useLatestRef } from '../utils/use-latest-ref';

/** Where the toast region sits: at the bottom of the screen (the default) or at its top. */
type ToastPlacement = 'bottom' | 'top';

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="switch"], [tabindex]:not([tabindex="-1"])';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function visible(box: DOMRect): boolean {
  return box.width > 0 && box.height > 0;
}

/** The open modal dialogs, the one on top (the last one opened) last. */
function openModals(): Element[] {
  return [
    ...document.querySelectorAll(
      '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
    ),
  ];
}

/**
 * What a toast must leave visible: the focused control, and the controls of an open modal
 * dialog or drawer (its page behind cannot be used meanwhile).
 */
function obstacles(region: HTMLElement, modal: Element | null): DOMRect[] {
  const boxes: DOMRect[] = [];
  const focused = document.activeElement;
  if (focused && focused !== document.body && !region.contains(focused)) {
    boxes.push(focused.getBoundingClientRect());
  }
  if (modal) {
    for (const control of modal.querySelectorAll(CONTROLS))
      boxes.push(control.getBoundingClientRect());
  }
  return boxes.filter(visible);
}

/**
 * The region's box at a placement, from its box now: same width and height, moved to the
 * bottom or the top edge it would have there (`bottomGap` and `topGap` from the screen's edges).
 */
function boxAt(
  current: DOMRect,
  placement: ToastPlacement,
  topGap: number,
  bottomGap: number,
): Box {
  const height = current.height;
  const top = placement === 'top' ? topGap : window.innerHeight - bottomGap - height;
  return { left: current.left, right: current.right, top, bottom: top + height };
}

/** The page's top scroll padding: the height of a sticky header that the top placement clears. */
function stickyHeaderHeight(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Keeps the toasts off what the shopper is using. The region sits at the bottom; when it would
 * cover the focused control (the quantity stepper that takes the focus after "Aggiungi", near
 * the bottom of a phone's screen) or a control of an open modal dialog or drawer ("Torna alla
 * spesa" at the foot of the cart drawer), it moves to the top, under the page's sticky header
 * (the `scroll-padding-top` the page declares for it). Toasts shown before a modal dialog opened
 * speak of the page behind it: they are dismissed when it opens, rather than laid over it.
 * Placement is checked while toasts show: on focus, scroll, resize, and when the page changes.
 */
export function useToastPlacement(
  regionRef: RefObject<HTMLElement | null>,
  toastIds: readonly string[],
  dismiss: (id: string) => void,
): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  // The modal dialogs open when each toast first showed (none: over the page itself).
  const shownOver = useRef(new Map<string, ReadonlySet<Element>>());
  // The region's distance from the screen's bottom edge, as its style sets it.
  const gapRef = useRef<number | null>(null);
  const dismissRef = useLatestRef(dismiss);
  const key = toastIds.join(' ');
  useIsomorphicLayoutEffect(() => {
    const region = regionRef.current;
    for (const id of [...shownOver.current.keys()]) {
      if (!toastIds.includes(id)) shownOver.current.delete(id);
    }
    if (!region || toastIds.length === 0) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const modals = openModals();
      const modal = modals.at(-1) ?? null;
      for (const id of toastIds) {
        const before = shownOver.current.get(id);
        if (!before) shownOver.current.set(id, new Set(modals));
        // A dialog opened since: the toast spoke of what is now behind it. One that closed
        // (a confirmation over the cart drawer) leaves the toast in place.
        else if (modal && !before.has(modal)) {
          dismissRef.current(id);
          return;
        }
      }
      const current = region.getBoundingClientRect();
      if (!visible(current)) return;
      if (region.dataset.placement !== 'top') gapRef.current = window.innerHeight - current.bottom;
      const gap = gapRef.current ?? 16;
      const blocked = obstacles(region, modal);
      const topGap = gap + (modal ? 0 : stickyHeaderHeight());
      const free = (['bottom', 'top'] as const).find(
        (candidate) =>
          !blocked.some((box) => overlaps(boxAt(current, candidate, topGap, gap), box)),
      );
      // Nowhere is free (a phone's full-screen drawer): keep at least the focused control clear.
      const focused = document.activeElement;
      const focusBox =
        focused && focused !== document.body && !region.contains(focused)
          ? focused.getBoundingClientRect()
          : null;
      const fallback =
        focusBox && overlaps(boxAt(current, 'bottom', topGap, gap), focusBox) ? 'top' : 'bottom';
      const next = free ?? fallback;
      region.style.setProperty('--carrello-toast-top', `${topGap}px`);
      setPlacement(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // A focus that lands under the toasts moves them at once, before the next frame is painted:
    // the focused control is never shown covered, even for one frame (WCAG 2.4.11).
    const onFocus = () => {
      if (frame) cancelAnimationFrame(frame);
      check();
    };
    check();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal', 'data-state', 'open', 'hidden'],
    });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('scroll', schedule, { capture: true });
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      window.removeEventListener('resize', schedule);
    };
    // `key` stands for `toastIds`, a new array each render.
  }, [key, regionRef]);
  return placement;
}
