import {
  forwardRef,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useMessages } from '../messages/messages-context';
import { splitProps } from '../utils/split-props';
import { useComposedRefs } from '../utils/use-composed-refs';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
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

// The props that are the hook's options, none of which reaches the group's element.
const STEPPER_OPTIONS = {
  value: true,
  defaultValue: true,
  onValueChange: true,
  min: true,
  max: true,
  step: true,
  disabled: true,
} as const satisfies Record<keyof UseQuantityStepperOptions, true>;

/**
 * An unstyled − / value / + group; the buttons are named "Diminuisci quantità" and
 * "Aumenta quantità" and the value is announced politely, with the group's name ("Quantità di
 * Latte intero: 3"), when it changes.
 */
export const QuantityStepperBase = forwardRef<HTMLDivElement, QuantityStepperBaseProps>(
  function QuantityStepperBase(
    {
      formatValue = String,
      decrementIcon = '−',
      incrementIcon = '+',
      classNames,
      'aria-label': label,
      ...rest
    },
    ref,
  ) {
    const messages = useMessages();
    const [options, props] = splitProps(rest, STEPPER_OPTIONS);
    const stepper = useQuantityStepper(options);
    // Once the value has changed, the live value is read with the group's name: a bare number
    // says nothing once focus has moved on. Until then the name is not repeated in the page's
    // text (it is the group's name already).
    const [initial] = useState(stepper.value);
    const [changed, setChanged] = useState(false);
    if (!changed && stepper.value !== initial) setChanged(true);
    // A button disabled while it has the focus (the change on its way, or the least or greatest
    // value reached) drops the focus to <body>. The button the shopper pressed is remembered
    // until the focus leaves the group: the focus goes to the other button, or to the group while
    // both wait, and back to the pressed button once it is enabled again.
    const groupRef = useRef<HTMLDivElement>(null);
    const composedRef = useComposedRefs(ref, groupRef);
    const pressed = useRef<HTMLButtonElement | null>(null);
    const onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
      pressed.current = event.currentTarget;
    };
    const onButtonBlur = (event: FocusEvent<HTMLButtonElement>) => {
      if (event.currentTarget.disabled) return;
      if (!groupRef.current?.contains(event.relatedTarget as Node | null)) pressed.current = null;
    };
    useIsomorphicLayoutEffect(() => {
      const group = groupRef.current;
      const button = pressed.current;
      if (!group || !button || !group.contains(button)) return;
      const active = document.activeElement;
      // The focus went elsewhere on purpose: nothing to keep.
      if (active && active !== document.body && !group.contains(active)) {
        pressed.current = null;
        return;
      }
      if (!button.disabled) {
        if (active !== button) button.focus();
        return;
      }
      const other = Array.from(group.querySelectorAll('button')).find(
        (candidate) => candidate !== button && !candidate.disabled,
      );
      if (other) {
        pressed.current = other;
        other.focus();
      } else if (active !== group) group.focus();
    });
    // − and + differ only in their name, limit, step and icon; both keep the focus in the group.
    const stepButton = (name: string, enabled: boolean, onStep: () => void, icon: ReactNode) => (
      <button
        type="button"
        className={classNames?.button}
        aria-label={name}
        disabled={!enabled}
        onClick={onStep}
        onFocus={onButtonFocus}
        onBlur={onButtonBlur}
      >
        {icon}
      </button>
    );
    return (
      <div
        ref={composedRef}
        role="group"
        aria-label={label ?? messages.quantity.label}
        data-disabled={options.disabled ? '' : undefined}
        tabIndex={-1}
        {...props}
      >
        {stepButton(
          messages.quantity.decrease,
          stepper.canDecrement,
          stepper.decrement,
          decrementIcon,
        )}
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
        {stepButton(
          messages.quantity.increase,
          stepper.canIncrement,
          stepper.increment,
          incrementIcon,
        )}
      </div>
    );
  },
);
