import {
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  type Placement,
  type UseFloatingReturn,
} from '@floating-ui/react';
import type { OpenStateOptions } from './open-state';
import { useControllableState } from './use-controllable-state';

/** What {@link useAnchoredFloating} returns. */
interface AnchoredFloating {
  /** Whether the layer is open. */
  open: boolean;
  /** Opens or closes the layer. */
  setOpen: (open: boolean) => void;
  /** Floating UI's position, refs and context of the layer. */
  data: UseFloatingReturn;
}

/**
 * The open state and the position of a layer anchored to its trigger (a menu, a popover):
 * `gap` pixels away at `placement`, flipped and shifted to stay 8px inside the viewport, and
 * kept in place while both are mounted.
 */
export function useAnchoredFloating(
  { open: openProp, defaultOpen = false, onOpenChange }: OpenStateOptions,
  placement: Placement,
  gap: number,
): AnchoredFloating {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const data = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  return { open, setOpen, data };
}
