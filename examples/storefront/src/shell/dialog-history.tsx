import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router-dom';

type Close = () => void;

interface DialogHistoryValue {
  register: (close: Close) => () => void;
}

const DialogHistoryContext = createContext<DialogHistoryValue | null>(null);

// A modal that is a route of its own (`data-route-modal`, e.g. the address edit) closes with the
// back navigation itself, which is therefore not cancelled for it.
function openModalInDom(): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    '[role="dialog"][aria-modal="true"]:not([data-route-modal]), [role="alertdialog"]',
  );
}

/**
 * docs/requirements/app-shell.md: on a back or forward navigation while a dialog is open, the dialogs close and the
 * navigation is cancelled. Dialogs of the storefront register their close function; dialogs
 * opened inside ui widgets are closed with Escape, which every ui dialog honours.
 */
export function DialogHistoryProvider({ children }: { children: ReactNode }) {
  const closers = useRef(new Set<Close>());
  const blocker = useBlocker(
    useCallback(
      ({ historyAction }: { historyAction: string }) =>
        historyAction === 'POP' && (closers.current.size > 0 || openModalInDom() !== null),
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    [...closers.current].forEach((close) => close());
    let modal = openModalInDom();
    for (let guard = 0; modal && guard < 5; guard += 1) {
      modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      modal = openModalInDom() === modal ? null : openModalInDom();
    }
    blocker.reset();
  }, [blocker]);
  const value = useMemo<DialogHistoryValue>(
    () => ({
      register: (close) => {
        closers.current.add(close);
        return () => {
          closers.current.delete(close);
        };
      },
    }),
    [],
  );
  return <DialogHistoryContext.Provider value={value}>{children}</DialogHistoryContext.Provider>;
}

/** Closes a storefront dialog when the shopper goes back or forward while it is open. */
export function useCloseOnHistory(open: boolean, close: Close): void {
  const context = useContext(DialogHistoryContext);
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open || !context) return;
    return context.register(() => latest.current());
  }, [open, context]);
}
