import { forwardRef, useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useComposedRefs } from '../utils/use-composed-refs';

/** Props of {@link CheckboxInput}. */
export interface CheckboxInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Whether the box shows a mixed state (e.g. "accept all" when only some items accept). */
  indeterminate?: boolean;
  /** Called with the new checked state when the user toggles the box. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox (`type="checkbox"`) with `data-state`; works with react-hook-form's
 * `register` because it forwards its ref and `onChange`.
 */
export const CheckboxInput = forwardRef<HTMLInputElement, CheckboxInputProps>(
  function CheckboxInput(
    { indeterminate = false, onCheckedChange, onChange, checked, ...props },
    ref,
  ) {
    const inner = useRef<HTMLInputElement>(null);
    const mergedRef = useComposedRefs(inner, ref);
    useEffect(() => {
      if (inner.current) inner.current.indeterminate = indeterminate;
    }, [indeterminate]);
    const state = indeterminate ? 'indeterminate' : checked ? 'checked' : undefined;
    return (
      <input
        ref={mergedRef}
        type="checkbox"
        checked={checked}
        aria-checked={indeterminate ? 'mixed' : undefined}
        data-state={state}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
    );
  },
);
