import { useMemo, useRef, useState, type MutableRefObject } from 'react';
import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
  type UseFloatingReturn,
  type UseInteractionsReturn,
} from '@floating-ui/react';
import type { OpenStateOptions } from '../utils/open-state';
import { useAnchoredFloating } from '../utils/use-anchored-floating';
import { createPartContext } from '../utils/create-context';

/** Options of {@link useMenu}; a menu that starts open starts on its first item. */
export interface UseMenuOptions extends OpenStateOptions {
  /**
   * Where the menu sits relative to its button.
   * @default 'bottom-end'
   */
  placement?: Placement;
}

/** What {@link useMenu} returns. */
export interface UseMenuReturn extends UseFloatingReturn, UseInteractionsReturn {
  /** Whether the menu is open. */
  open: boolean;
  /** Opens or closes the menu. */
  setOpen: (open: boolean) => void;
  /** The index of the highlighted item. */
  activeIndex: number | null;
  /** The items' elements, in order (for arrow-key navigation). */
  elementsRef: MutableRefObject<Array<HTMLElement | null>>;
  /** The items' labels, in order (for typeahead). */
  labelsRef: MutableRefObject<Array<string | null>>;
}

/**
 * Behaviour of a menu button: arrow keys, Home/End and typeahead move between items,
 * Escape or an outside click closes it and focus returns to the button.
 * @example
 * const menu = useMenu({ placement: 'bottom-end' });
 */
export function useMenu({
  placement = 'bottom-end',
  ...openState
}: UseMenuOptions = {}): UseMenuReturn {
  const { open, setOpen, data } = useAnchoredFloating(openState, placement, 4);
  // A menu that is open from its first render (`defaultOpen`, or `open`) starts on its first
  // item, as one opened from the keyboard does.
  const [activeIndex, setActiveIndex] = useState<number | null>(() => (open ? 0 : null));
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const interactions = useInteractions([
    useClick(data.context, { event: 'mousedown' }),
    useRole(data.context, { role: 'menu' }),
    useDismiss(data.context),
    useListNavigation(data.context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
    useTypeahead(data.context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);
  return useMemo(
    () => ({ open, setOpen, activeIndex, elementsRef, labelsRef, ...data, ...interactions }),
    [open, setOpen, activeIndex, data, interactions],
  );
}

export const [MenuProvider, useMenuContext] = createPartContext<UseMenuReturn>('Menu.Root');
