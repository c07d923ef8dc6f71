const MARKER = 'data-carrello-announcer';

/** How long a message stays in the region once said (then a reader's virtual cursor won't find it). */
const CLEAR_AFTER_MS = 7000;

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `text` politely through a live region of the document's own (a `role="status"` at the end of
 * `body`), for a message that must outlive the component that has it to say: a cart list whose
 * last line has just been removed is itself replaced by the empty cart, and a live region inside it
 * would go with it, unheard. The region is made once and kept, so that screen readers already
 * follow it; the text goes in a moment after it is emptied, so that the same text twice is heard
 * twice. A modal dialog that opens later leaves it reachable (Floating UI keeps `role="status"`
 * outside its `inert`).
 */
export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  let region = document.querySelector<HTMLElement>(`[${MARKER}]`);
  if (!region) {
    region = document.createElement('div');
    region.setAttribute(MARKER, '');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    // Visually hidden, still read aloud.
    region.style.cssText =
      'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;' +
      'clip:rect(0,0,0,0);white-space:nowrap;border:0';
    document.body.append(region);
  }
  const live = region;
  live.textContent = '';
  clearTimeout(clearTimer);
  // A region just added to the page is heard only from its first change on.
  clearTimer = setTimeout(() => {
    live.textContent = text;
    clearTimer = setTimeout(() => {
      live.textContent = '';
    }, CLEAR_AFTER_MS);
  }, 100);
}
