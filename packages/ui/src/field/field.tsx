import { forwardRef, type HTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import { Slot } from '../utils/slot';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { FieldProvider, useField, useFieldContext, type UseFieldOptions } from './use-field';

/** Props of {@link FieldRoot}. */
export interface FieldRootProps
  extends UseFieldOptions, Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** Whether to merge the props onto the only child instead of a `div`. */
  asChild?: boolean;
}

/** Groups a label, a control, a description and an error, and wires their ids. */
export const FieldRoot = forwardRef<HTMLDivElement, FieldRootProps>(function FieldRoot(
  { id, invalid, required, disabled, asChild, children, ...props },
  ref,
) {
  const field = useField({ id, invalid, required, disabled });
  const Component = asChild ? Slot : 'div';
  return (
    <FieldProvider value={field}>
      <Component
        ref={ref}
        data-invalid={field.invalid ? '' : undefined}
        data-disabled={field.disabled ? '' : undefined}
        {...props}
      >
        {children}
      </Component>
    </FieldProvider>
  );
});

/** The field's `label`, bound to the control with `htmlFor`. */
export const FieldLabel = forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(
  function FieldLabel(props, ref) {
    const field = useFieldContext('Field.Label');
    return <label ref={ref} id={field.labelId} htmlFor={field.controlId} {...props} />;
  },
);

/** Merges id, `aria-invalid`, `aria-required` and `aria-describedby` onto its only child. */
export const FieldControl = forwardRef<HTMLElement, { children: ReactNode }>(function FieldControl(
  { children },
  ref,
) {
  const field = useFieldContext('Field.Control');
  return (
    <Slot ref={ref} {...field.getControlProps()}>
      {children}
    </Slot>
  );
});

/** Help text under the control; it describes the control. */
export const FieldDescription = forwardRef<
  HTMLParagraphElement,
  HTMLAttributes<HTMLParagraphElement>
>(function FieldDescription(props, ref) {
  const field = useFieldContext('Field.Description');
  const { setHasDescription } = field;
  useIsomorphicLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p ref={ref} id={field.descriptionId} {...props} />;
});

/** The error message; rendered only while the field is invalid and there is a message. */
export const FieldError = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function FieldError({ children, ...props }, ref) {
    const field = useFieldContext('Field.Error');
    const { setHasError } = field;
    const visible = field.invalid && children !== undefined && children !== null && children !== '';
    useIsomorphicLayoutEffect(() => {
      setHasError(visible);
      return () => setHasError(false);
    }, [setHasError, visible]);
    if (!visible) return null;
    return (
      <p ref={ref} id={field.errorId} data-invalid="" {...props}>
        {children}
      </p>
    );
  },
);
