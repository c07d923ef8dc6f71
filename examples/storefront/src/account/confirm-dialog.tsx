import type { ReactNode } from 'react';

import { Button, Dialog } from '@carrello/ui';

interface ConfirmDialogProps {
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
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annulla',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      role="alertdialog"
    >
      <Dialog.Content width={440}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
