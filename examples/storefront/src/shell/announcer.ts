import { useCallback, useEffect } from 'react';

// One polite live region for what the shopper's actions changed out of sight (a product added
// from a card: the toast says only what the server says). It lives at the end of <body>, outside
// the React tree, so an open dialog or drawer never makes it inert (the kit's dialogs leave live
// regions alone) and a page change never unmounts it.
const REGION_ATTRIBUTE = 'data-announcer';

function region(): HTMLElement {
  let element = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (!element) {
    element = document.createElement('div');
    element.setAttribute(REGION_ATTRIBUTE, '');
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    element.setAttribute('aria-atomic', 'true');
    element.className = 'visually-hidden';
    document.body.append(element);
  }
  return element;
}

/**
 * Answers `announce(text)`, which screen readers read politely. The region is made when the
 * component mounts, before anything is said in it: a live region that appears with its text
 * already in it is not read.
 */
export function useAnnounce(): (text: string) => void {
  useEffect(() => {
    region();
  }, []);
  return useCallback((text: string) => {
    const element = region();
    // The same words twice in a row (two products of the same name) are read twice: empty the
    // region first and fill it in the next frame.
    element.textContent = '';
    requestAnimationFrame(() => {
      element.textContent = text;
    });
  }, []);
}
