import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

type Close = () => void;

/** The shopper's two answers to a page that asks before it is left. */
export interface LeaveAnswer {
  /** Goes where the shopper was going. */
  leave: () => void;
  /** Stays on the page; the navigation is dropped. */
  stay: () => void;
}

/** Asks the shopper whether to leave the page (e.g. with a dialog), then calls one answer. */
type AskBeforeLeaving = (answer: LeaveAnswer) => void;

interface DialogHistoryValue {
  register: (close: Close) => () => void;
  guard: (ask: AskBeforeLeaving) => () => void;
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
 * The router's one navigation blocker (React Router has one at a time), for two rules of
 * docs/requirements/app-shell.md:
 * - on a back or forward navigation while a dialog is open, the dialogs close and the navigation
 *   is cancelled. Dialogs of the storefront register their close function; dialogs opened inside
 *   ui widgets are closed with Escape, which every ui dialog honours;
 * - a page holding work the server does not have yet (`useAskBeforeLeaving`) is asked before the
 *   shopper goes to another page, and the navigation waits for its answer.
 */
export function DialogHistoryProvider({ children }: { children: ReactNode }) {
  const closers = useRef(new Set<Close>());
  const guards = useRef(new Set<AskBeforeLeaving>());
  // Why the navigation was blocked, set by the blocker function as the navigation starts.
  const reason = useRef<'dialogs' | 'leaving'>('dialogs');
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ historyAction, currentLocation, nextLocation }) => {
      if (historyAction === 'POP' && (closers.current.size > 0 || openModalInDom() !== null)) {
        reason.current = 'dialogs';
        return true;
      }
      if (guards.current.size > 0 && currentLocation.pathname !== nextLocation.pathname) {
        reason.current = 'leaving';
        return true;
      }
      return false;
    }, []),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const ask = [...guards.current].at(-1);
    if (reason.current === 'leaving' && ask) {
      ask({ leave: () => blocker.proceed(), stay: () => blocker.reset() });
      return;
    }
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
      guard: (ask) => {
        guards.current.add(ask);
        return () => {
          guards.current.delete(ask);
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
  const onHistory = useEffectEvent(close);
  useEffect(() => {
    if (!open || !context) return;
    return context.register(() => onHistory());
  }, [open, context]);
}

/**
 * While `active`, the page is asked before the shopper leaves it for another page (`ask` gets
 * the two answers), and the browser asks its own question before the tab closes or reloads.
 */
export function useAskBeforeLeaving(active: boolean, ask: AskBeforeLeaving): void {
  const context = useContext(DialogHistoryContext);
  const onLeaving = useEffectEvent(ask);
  useEffect(() => {
    if (!active || !context) return;
    const unguard = context.guard((answer) => onLeaving(answer));
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unguard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, context]);
}
