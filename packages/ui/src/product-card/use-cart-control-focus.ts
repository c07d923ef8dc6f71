import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/** What a product's cart control shows: "Aggiungi", − and +, or "Nel carrello". */
export type CartControlMode = 'add' | 'stepper' | 'in-cart';

/**
 * Keeps the keyboard focus on a product's cart control while it changes shape: "Aggiungi al
 * carrello" turns into − and + after adding (and back at 0), and the button that had the focus is
 * gone. Spread the result on the element around the control; when the focus was inside and fell
 * back to the page, it moves to + (stepper) or to the first button.
 * @example const focus = useCartControlFocus(mode, busy); <div {...focus}>{control}</div>
 */
export function useCartControlFocus(mode: CartControlMode, busy = false) {
  const ref = useRef<HTMLDivElement>(null);
  // Whether the keyboard focus was on the control when it was last swapped.
  const focusInside = useRef(false);
  useEffect(() => {
    const area = ref.current;
    if (!focusInside.current || !area) return;
    const active = area.ownerDocument.activeElement;
    if (active && active !== area.ownerDocument.body) {
      focusInside.current = area.contains(active);
      return;
    }
    const buttons = area.querySelectorAll<HTMLButtonElement>('button');
    const target = mode === 'stepper' ? buttons[buttons.length - 1] : buttons[0];
    if (target && !target.disabled) target.focus({ preventScroll: true });
  }, [mode, busy]);
  const onFocus = useCallback(() => {
    focusInside.current = true;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // A control removed while focused leaves no related target: keep the focus to hand on.
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) focusInside.current = false;
  }, []);
  return { ref, onFocus, onBlur };
}
