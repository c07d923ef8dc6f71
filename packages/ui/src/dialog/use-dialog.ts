import { useCallback, useMemo, useRef, useState } from 'react';
import {
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type OpenChangeReason,
  type UseFloatingReturn,
  type UseInteractionsReturn,
} from '@floating-ui/react';
import { useControllableState } from '../utils/use-controllable-state';
import { createPartContext } from '../utils/create-context';
import { dialogsAbove } from './stack';

/** Options of {@link useDialog}. */
export interface UseDialogOptions {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close, with Floating UI's reason. */
  onOpenChange?: (open: boolean, details?: { reason?: OpenChangeReason }) => void;
  /**
   * `alertdialog` for confirmations that need an answer.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Whether a click on the backdrop closes the dialog (Escape always does).
   * @default true
   */
  dismissOnOutsidePress?: boolean;
}

/** What {@link useDialog} returns: Floating UI's data and prop getters plus the open state. */
export interface UseDialogReturn extends UseFloatingReturn, UseInteractionsReturn {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes the dialog. */
  setOpen: (open: boolean) => void;
  /** The id of the Title, used for `aria-labelledby`. */
  labelId: string | undefined;
  /** The id of the Description, used for `aria-describedby`. */
  descriptionId: string | undefined;
  /** Registers the Title's id. */
  setLabelId: (id: string | undefined) => void;
  /** Registers the Description's id. */
  setDescriptionId: (id: string | undefined) => void;
}

/**
 * Behaviour of a modal dialog: Floating UI's reusable-dialog recipe (useClick + useDismiss +
 * useRole), plus the ids of its title and description for `aria-labelledby`/`aria-describedby`.
 * @example
 * const dialog = useDialog({ defaultOpen: false });
 * <button ref={dialog.refs.setReference} {...dialog.getReferenceProps()}>Apri</button>
 */
export function useDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  role = 'dialog',
  dismissOnOutsidePress = true,
}: UseDialogOptions = {}): UseDialogReturn {
  const reasonRef = useRef<OpenChangeReason | undefined>(undefined);
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: (next: boolean) => onOpenChange?.(next, { reason: reasonRef.current }),
  });
  const setOpen = useCallback(
    (next: boolean) => {
      reasonRef.current = undefined;
      setOpenState(next);
    },
    [setOpenState],
  );
  const [labelId, setLabelId] = useState<string | undefined>();
  const [descriptionId, setDescriptionId] = useState<string | undefined>();

  const data = useFloating({
    open,
    onOpenChange: (next, _event, why) => {
      // Escape closes the top dialog only (see ./stack): one opened above this one takes it.
      const above = why === 'escape-key' && !next ? dialogsAbove(data.refs.floating.current) : [];
      const top = above[above.length - 1];
      if (top) {
        top.dismissWithEscape();
        return;
      }
      reasonRef.current = why;
      setOpenState(next);
    },
  });
  const { context } = data;
  const click = useClick(context);
  const dismiss = useDismiss(context, {
    outsidePressEvent: 'mousedown',
    outsidePress: dismissOnOutsidePress,
  });
  const roleInteraction = useRole(context, { role });
  const interactions = useInteractions([click, dismiss, roleInteraction]);

  return useMemo(
    () => ({
      open,
      setOpen,
      ...interactions,
      ...data,
      labelId,
      descriptionId,
      setLabelId,
      setDescriptionId,
    }),
    [open, setOpen, interactions, data, labelId, descriptionId],
  );
}

export const [DialogProvider, useDialogContext] = createPartContext<UseDialogReturn>('Dialog.Root');
