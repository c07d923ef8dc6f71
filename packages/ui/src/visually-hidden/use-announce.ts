import { useCallback, useEffect } from 'react';

import { hiddenStyle } from './visually-hidden';

// One polite live region per document for what a shopper's action changed out of sight: the
// product and the cart's new count after "Aggiungi", which a toast from the server does not say.
// It lives at the end of <body>, outside the React tree, so a page change never unmounts it and
// an open dialog, which makes the rest of the page inert, never silences it.
const REGION_ATTRIBUTE = 'data-carrello-announcer';

function liveRegion(): HTMLElement {
  let element = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (!element) {
    element = document.createElement('div');
    element.setAttribute(REGION_ATTRIBUTE, '');
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    element.setAttribute('aria-atomic', 'true');
    Object.assign(element.style, {
      ...hiddenStyle,
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      border: '0',
    });
    document.body.append(element);
  }
  return element;
}

/**
 * Answers `announce(text)`, which screen readers read politely, without moving the focus. The
 * region is made when the calling component mounts, before anything is said in it: a live region
 * that appears with its text already in it is not read. The same words twice in a row (two
 * products of the same name) are read twice.
 *
 * @example
 * const announce = useAnnounce();
 * announce(format(messages.cart.added, { name, count }));
 */
export function useAnnounce(): (text: string) => void {
  useEffect(() => {
    liveRegion();
  }, []);
  return useCallback((text: string) => {
    const element = liveRegion();
    // Emptied now and filled in the next frame, so that a repeated text is a change again.
    element.textContent = '';
    requestAnimationFrame(() => {
      element.textContent = text;
    });
  }, []);
}
