import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated';
import { useOpenedOnce } from '../app/use-opened-once';

// The dialog (the kit's Dialog and Floating UI) loads the first time a question is asked: the
// pages that may ask one do not pay for it when they open.
const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content').then((module) => ({ default: module.ConfirmDialogContent })),
);

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /** The question. */
  title: string;
  /** What happens if the shopper confirms. */
  description: ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /**
   * The giving-up button's text.
   * @default 'Annulla'
   */
  cancelLabel?: string;
  /** Whether the confirmed action is on its way. */
  busy?: boolean;
  /** Called when the shopper confirms. */
  onConfirm: () => void;
  /** Called when the shopper gives up (the second button, Escape, the close button). */
  onCancel: () => void;
}

/**
 * A question that needs an answer (`alertdialog`) before something is deleted or undone: the
 * one confirmation of the storefront (lists, addresses, cards, orders, the locked cart).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted after the first time it opens, never in a server render nor while a page hydrates
  // (a dialog asked open from the start opens right after), then kept so that it closes with
  // its transition and returns focus.
  const opened = useOpenedOnce(useHydrated() && props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
