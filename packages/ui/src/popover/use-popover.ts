import { useMemo } from 'react';
import {
  useClick,
  useDismiss,
  useInteractions,
  useRole,
  type Placement,
  type UseFloatingReturn,
  type UseInteractionsReturn,
} from '@floating-ui/react';
import type { OpenStateOptions } from '../utils/open-state';
import { useAnchoredFloating } from '../utils/use-anchored-floating';
import { createPartContext } from '../utils/create-context';

/** Options of {@link usePopover}. */
export interface UsePopoverOptions extends OpenStateOptions {
  /**
   * Where the popover sits relative to its trigger.
   * @default 'bottom-start'
   */
  placement?: Placement;
}

/** What {@link usePopover} returns. */
export interface UsePopoverReturn extends UseFloatingReturn, UseInteractionsReturn {
  /** Whether the popover is open. */
  open: boolean;
  /** Opens or closes the popover. */
  setOpen: (open: boolean) => void;
}

/**
 * Behaviour of a non-modal popover anchored to a trigger (Floating UI: click, dismiss, dialog role).
 * @example
 * const popover = usePopover({ placement: 'bottom-end' });
 */
export function usePopover({
  placement = 'bottom-start',
  ...openState
}: UsePopoverOptions = {}): UsePopoverReturn {
  const { open, setOpen, data } = useAnchoredFloating(openState, placement, 8);
  const interactions = useInteractions([
    useClick(data.context),
    useDismiss(data.context),
    useRole(data.context, { role: 'dialog' }),
  ]);
  return useMemo(
    () => ({ open, setOpen, ...data, ...interactions }),
    [open, setOpen, data, interactions],
  );
}

export const [PopoverProvider, usePopoverContext] =
  createPartContext<UsePopoverReturn>('Popover.Root');
