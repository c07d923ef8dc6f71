import { useId, useMemo, useState } from 'react';
import { createPartContext } from '../utils/create-context';
import { joinIdLists } from '../utils/join-id-lists';

type AriaDescribed = { 'aria-describedby'?: string };

/** Options of {@link useField}. */
export interface UseFieldOptions {
  /** The control's id; generated when missing. */
  id?: string;
  /** Whether the value is invalid: sets `aria-invalid` on the control. */
  invalid?: boolean;
  /** Whether the field must be filled: sets `aria-required` on the control. */
  required?: boolean;
  /** Whether the control is disabled. */
  disabled?: boolean;
}

/**
 * The ids and ARIA wiring of a form field: the label names the control, the description and
 * the error describe it, and `aria-invalid` follows `invalid`.
 * @example
 * const field = useField({ invalid: Boolean(errors.email) });
 * <input {...field.getControlProps(register('email'))} />
 */
export function useField({
  id,
  invalid = false,
  required = false,
  disabled = false,
}: UseFieldOptions = {}) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId.replace(/:/g, '')}`;
  const [hasDescription, setHasDescription] = useState(false);
  const [hasError, setHasError] = useState(false);
  return useMemo(() => {
    // The other parts' ids follow from the control's.
    const labelId = `${controlId}-label`;
    const descriptionId = `${controlId}-description`;
    const errorId = `${controlId}-error`;
    const describedBy =
      [hasDescription ? descriptionId : null, invalid && hasError ? errorId : null]
        .filter(Boolean)
        .join(' ') || undefined;
    return {
      controlId,
      labelId,
      descriptionId,
      errorId,
      invalid,
      required,
      disabled,
      setHasDescription,
      setHasError,
      /** Props for the control (input, select, textarea); pass `register(name)` through it. */
      getControlProps: <P extends object>(props: P = {} as P) => ({
        ...props,
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-required': required || undefined,
        'aria-describedby': joinIdLists((props as AriaDescribed)['aria-describedby'], describedBy),
        'data-invalid': invalid ? '' : undefined,
        disabled: disabled || undefined,
      }),
    };
  }, [controlId, invalid, required, disabled, hasDescription, hasError]);
}

/** What {@link useField} returns. */
export type UseFieldReturn = ReturnType<typeof useField>;

export const [FieldProvider, useFieldContext] = createPartContext<UseFieldReturn>('Field.Root');
