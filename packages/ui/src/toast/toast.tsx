import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useMessages } from '../messages/messages-context';
import { useComposedRefs } from '../utils/use-composed-refs';
import { useToastPlacement } from './use-toast-placement';
import {
  ToastQueueProvider,
  useToastQueue,
  useToastQueueContext,
  type ToastRecord,
  type UseToastQueueOptions,
} from './use-toast';
import { useLatestRef } from '../utils/use-latest-ref';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends UseToastQueueOptions {
  children?: ReactNode;
}

/** Holds the toast queue for {@link useToast}; put one near the root and a region inside. */
export function ToastProvider({ children, ...options }: ToastProviderProps) {
  const queue = useToastQueue(options);
  return <ToastQueueProvider value={queue}>{children}</ToastQueueProvider>;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** Renders one toast; defaults to its title and description. */
  renderToast?: (toast: ToastRecord, dismiss: () => void) => ReactNode;
}

/**
 * The live region (`role="status"`) that shows the visible toasts; it stays in the page even
 * when empty so that screen readers announce new messages. `data-placement` says where the
 * toasts may sit without covering what the shopper is using: `bottom`, or `top` (with the CSS
 * variable `--carrello-toast-top`, the distance that clears the page's sticky header).
 */
export const ToastRegion = forwardRef<HTMLDivElement, ToastRegionProps>(function ToastRegion(
  { renderToast, ...props },
  ref,
) {
  const queue = useToastQueueContext('ToastRegion');
  const messages = useMessages();
  const own = useRef<HTMLDivElement | null>(null);
  const composed = useComposedRefs(ref, own);
  const placement = useToastPlacement(
    own,
    queue.visible.map((toast) => toast.id),
    queue.dismiss,
  );
  return (
    <div
      ref={composed}
      role="status"
      aria-live="polite"
      aria-label={messages.toast.region}
      data-placement={placement}
      {...props}
    >
      {queue.visible.map((toast) => (
        <ToastTimer key={toast.id} toast={toast} onDone={() => queue.dismiss(toast.id)}>
          {renderToast ? (
            renderToast(toast, () => queue.dismiss(toast.id))
          ) : (
            <div data-type={toast.type}>
              <p>{toast.title}</p>
              {toast.description ? <p>{toast.description}</p> : null}
            </div>
          )}
        </ToastTimer>
      ))}
    </div>
  );
});

/** Removes its toast after its duration; the timer pauses while hovered or focused (WCAG 2.2.1). */
function ToastTimer({
  toast,
  onDone,
  children,
}: {
  toast: ToastRecord;
  onDone: () => void;
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const onDoneRef = useLatestRef(onDone);
  // The same message given again renews its toast (a new record, see useToastQueue): each event
  // is on screen for its full duration (docs/requirements/app-shell.md "Toasts"), not for what
  // was left of the earlier one's, which may be nothing.
  useEffect(() => {
    remaining.current = toast.duration;
  }, [toast]);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDoneRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDoneRef, toast]);
  return (
    <div
      data-toast-id={toast.id}
      data-type={toast.type}
      data-state={paused ? 'paused' : 'running'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {children}
    </div>
  );
}
