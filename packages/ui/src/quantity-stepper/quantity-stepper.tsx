import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../messages/messages-context';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useQuantityStepper, type UseQuantityStepperOptions } from './use-quantity-stepper';

/** Props of the unstyled {@link QuantityStepperBase}. */
export interface QuantityStepperBaseProps
  extends
    UseQuantityStepperOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** Shows the value, e.g. with its unit ("1,5 kg"); defaults to the number. */
  formatValue?: (value: number) => ReactNode;
  /** Content of the − button (an icon). */
  decrementIcon?: ReactNode;
  /** Content of the + button (an icon). */
  incrementIcon?: ReactNode;
  /** Class names of the parts, for styling. */
  classNames?: { button?: string; value?: string };
}

/**
 * An unstyled − / value / + group; the buttons are named "Diminuisci quantità" and
 * "Aumenta quantità" and the value is announced politely, with the group's name ("Quantità di
 * Latte intero: 3"), when it changes.
 */
export const QuantityStepperBase = forwardRef<HTMLDivElement, QuantityStepperBaseProps>(
  function QuantityStepperBase(
    {
      value,
      defaultValue,
      onValueChange,
      min,
      max,
      step,
      disabled,
      formatValue = String,
      decrementIcon = '−',
      incrementIcon = '+',
      classNames,
      'aria-label': label,
      ...props
    },
    ref,
  ) {
    const messages = useMessages();
    const stepper = useQuantityStepper({
      value,
      defaultValue,
      onValueChange,
      min,
      max,
      step,
      disabled,
    });
    // Once the value has changed, the live value is read with the group's name: a bare number
    // says nothing once focus has moved on. Until then the name is not repeated in the page's
    // text (it is the group's name already).
    const [initial] = useState(stepper.value);
    const [changed, setChanged] = useState(false);
    if (!changed && stepper.value !== initial) setChanged(true);
    return (
      <div
        ref={ref}
        role="group"
        aria-label={label ?? messages.quantity.label}
        data-disabled={disabled ? '' : undefined}
        {...props}
      >
        <button
          type="button"
          className={classNames?.button}
          aria-label={messages.quantity.decrease}
          disabled={!stepper.canDecrement}
          onClick={stepper.decrement}
        >
          {decrementIcon}
        </button>
        <output
          className={classNames?.value}
          aria-live="polite"
          aria-atomic="true"
          data-value={stepper.value}
        >
          {changed ? (
            <VisuallyHidden>{`${label ?? messages.quantity.label}: `}</VisuallyHidden>
          ) : null}
          {/* The number on its own: what a sighted shopper reads ("2"). */}
          <span>{formatValue(stepper.value)}</span>
        </output>
        <button
          type="button"
          className={classNames?.button}
          aria-label={messages.quantity.increase}
          disabled={!stepper.canIncrement}
          onClick={stepper.increment}
        >
          {incrementIcon}
        </button>
      </div>
    );
  },
);
