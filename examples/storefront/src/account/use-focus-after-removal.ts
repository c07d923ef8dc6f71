import { useCallback, useEffect, useRef } from 'react';

/** What a keyboard can reach inside a row, in document order. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface Leaving {
  /** The row (`<li>`) of the control that asked for the removal. */
  row: HTMLElement;
  /** The list the row stood in. */
  list: HTMLElement;
  /** Where the row stood in the list. */
  index: number;
  /** Which of the row's controls asked (its place among the row's tabbable elements). */
  part: number;
}

/**
 * Keeps the keyboard's place when a row of a list goes away (docs/requirements/account.md, "Lists
 * of cards"): call the returned function with the control that asks for a removal (a row's
 * "Elimina"); once that row has left the list, and if the focus went with it to the page's body,
 * the same control of the row that took its place (or of the one before it) takes the focus, or
 * the page heading when no row is left. `rows` is the list's data: the check runs when it changes.
 * A removal given up (the question answered "Annulla") leaves the row, and the focus, in place.
 */
export function useFocusAfterRemoval(rows: unknown): (control: HTMLElement) => void {
  const leaving = useRef<Leaving | null>(null);
  useEffect(() => {
    const pending = leaving.current;
    if (!pending || pending.row.isConnected) return;
    leaving.current = null;
    const active = document.activeElement;
    // The shopper (or a dialog) put the focus somewhere on purpose meanwhile: it stays there.
    if (active && active !== document.body) return;
    const remaining = pending.list.isConnected
      ? Array.from(pending.list.children).filter(
          (child): child is HTMLElement => child instanceof HTMLElement,
        )
      : [];
    const row = remaining[Math.min(pending.index, remaining.length - 1)];
    const parts = row ? Array.from(row.querySelectorAll<HTMLElement>(TABBABLE)) : [];
    const target =
      parts[Math.min(pending.part, parts.length - 1)] ??
      document.querySelector<HTMLElement>('main h1, h1');
    target?.focus();
  }, [rows]);
  return useCallback((control: HTMLElement) => {
    const row = control.closest('li');
    const list = row?.parentElement;
    if (!row || !list) {
      leaving.current = null;
      return;
    }
    leaving.current = {
      row,
      list,
      index: Array.prototype.indexOf.call(list.children, row),
      part: Math.max(0, Array.from(row.querySelectorAll(TABBABLE)).indexOf(control)),
    };
  }, []);
}
