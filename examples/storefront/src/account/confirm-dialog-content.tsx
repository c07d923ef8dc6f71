import { Button, Dialog } from '@carrello/ui';

import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog of {@link ConfirmDialog}, in a module of its own loaded when it first opens. */
export function ConfirmDialogContent({
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
