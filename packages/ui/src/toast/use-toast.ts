import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPartContext } from '../utils/create-context';

/** The kind of a toast; it picks the icon and colour. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** A toast to show. */
export interface ToastOptions {
  /** The message. */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /**
   * The kind of message.
   * @default 'info'
   */
  type?: ToastType;
  /**
   * How long it stays, in ms (paused while hovered or focused).
   * @default 3000
   */
  duration?: number;
}

/** A toast in the queue. */
export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: string;
  description?: ReactNode;
}

/** Options of {@link useToastQueue}. */
export interface UseToastQueueOptions {
  /**
   * Default time on screen in ms (docs/requirements/app-shell.md: 3000).
   * @default 3000
   */
  duration?: number;
  /**
   * How many toasts show at once (docs/requirements/app-shell.md: 2); the others wait their turn.
   * @default 2
   */
  max?: number;
}

/** The default time a toast stays on screen, in ms. */
export const TOAST_DURATION = 3000;
/** The most toasts shown at once. */
export const TOAST_MAX_VISIBLE = 2;

/** Whether a toast says exactly what new options say (text only: elements are never equal). */
function sameText(toast: ToastRecord, options: ToastOptions): boolean {
  const plain = (value: ReactNode) => typeof value === 'string' || typeof value === 'number';
  return (
    plain(toast.title) && toast.title === options.title && toast.description === options.description
  );
}

/**
 * The queue of a toast region: `show` adds, `dismiss` removes; only the first `max` are visible.
 * @example
 * const queue = useToastQueue();
 * queue.show({ title: 'Prodotto aggiunto al carrello', type: 'success' });
 */
export function useToastQueue({
  duration = TOAST_DURATION,
  max = TOAST_MAX_VISIBLE,
}: UseToastQueueOptions = {}) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  // The queue as of the last change, so that two calls in one tick see each other.
  const queue = useRef<ToastRecord[]>([]);
  const counter = useRef(0);
  const change = useCallback((next: (current: ToastRecord[]) => ToastRecord[]) => {
    queue.current = next(queue.current);
    setToasts(queue.current);
  }, []);
  const dismiss = useCallback(
    (id: string) => change((current) => current.filter((toast) => toast.id !== id)),
    [change],
  );
  const show = useCallback(
    (options: ToastOptions | string): string => {
      const normalized = typeof options === 'string' ? { title: options } : options;
      // The same text again while its toast is queued or showing (a server's message and the
      // app's own for one action, or two products added in a row) stays one toast: it takes the
      // newer kind, not a second place, and as a new record its time on screen starts again.
      const repeated = queue.current.find((toast) => sameText(toast, normalized));
      if (repeated) {
        const type = normalized.type ?? repeated.type;
        change((current) =>
          current.map((toast) => (toast.id === repeated.id ? { ...toast, type } : toast)),
        );
        return repeated.id;
      }
      counter.current += 1;
      const id = `toast-${counter.current}`;
      change((current) => [...current, { type: 'info', duration, ...normalized, id }]);
      return id;
    },
    [duration, change],
  );
  const clear = useCallback(() => change(() => []), [change]);
  return useMemo(
    () => ({ toasts, visible: toasts.slice(0, max), show, dismiss, clear }),
    [toasts, max, show, dismiss, clear],
  );
}

/** What {@link useToastQueue} returns. */
export type UseToastQueueReturn = ReturnType<typeof useToastQueue>;

export const [ToastQueueProvider, useToastQueueContext] =
  createPartContext<UseToastQueueReturn>('ToastProvider');

/**
 * The imperative toast API: `show(options)` returns an id, `dismiss(id)`, `clear()`.
 * @example
 * const toast = useToast();
 * toast.show({ title: 'Si è verificato un errore imprevisto.', type: 'error' });
 */
export function useToast(): Pick<UseToastQueueReturn, 'show' | 'dismiss' | 'clear'> {
  const { show, dismiss, clear } = useToastQueueContext('useToast');
  return useMemo(() => ({ show, dismiss, clear }), [show, dismiss, clear]);
}
