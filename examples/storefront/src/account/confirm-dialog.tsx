import { lazy, type ReactNode } from 'react';
import { MountOnceOpened } from '../app/mount-once-opened';

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
  return (
    <MountOnceOpened open={props.open}>
      <ConfirmDialogContent {...props} />
    </MountOnceOpened>
  );
}
