import { useCallback, useMemo } from 'react';
import { useControllableState } from '../utils/use-controllable-state';
import { createPartContext } from '../utils/create-context';

/** Options of {@link useAccordion}. */
export interface UseAccordionOptions {
  /**
   * `single` keeps at most one section open; `multiple` lets several stay open.
   * @default 'multiple'
   */
  type?: 'single' | 'multiple';
  /** The open sections' values (controlled). */
  value?: string[];
  /**
   * The sections open at first (uncontrolled), e.g. `['contatti']` in the footer.
   * @default []
   */
  defaultValue?: string[];
  /** Called with the open sections when the user toggles one. */
  onValueChange?: (value: string[]) => void;
}

const EMPTY: string[] = [];

/**
 * State of a set of collapsible sections.
 * @example
 * const accordion = useAccordion({ defaultValue: ['contatti'] });
 * accordion.isOpen('contatti'); // true
 */
export function useAccordion({
  type = 'multiple',
  value,
  defaultValue = EMPTY,
  onValueChange,
}: UseAccordionOptions = {}) {
  const [open, setOpen] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const isOpen = useCallback((item: string) => open.includes(item), [open]);
  const toggle = useCallback(
    (item: string) => {
      if (open.includes(item)) setOpen(open.filter((v) => v !== item));
      else setOpen(type === 'single' ? [item] : [...open, item]);
    },
    [open, setOpen, type],
  );
  return useMemo(() => ({ value: open, isOpen, toggle }), [open, isOpen, toggle]);
}

/** What {@link useAccordion} returns. */
export type UseAccordionReturn = ReturnType<typeof useAccordion>;

export const [AccordionProvider, useAccordionContext] =
  createPartContext<UseAccordionReturn>('Accordion.Root');

/** The state of one section, shared by its trigger and panel. */
interface AccordionItemState {
  value: string;
  open: boolean;
  disabled: boolean;
  triggerId: string;
  contentId: string;
}

export const [AccordionItemProvider, useAccordionItemContext] =
  createPartContext<AccordionItemState>('Accordion.Item');
