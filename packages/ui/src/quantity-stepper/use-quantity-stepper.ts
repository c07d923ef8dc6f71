import { useControllableState } from '../utils/use-controllable-state';

/** Options of {@link useQuantityStepper}. */
export interface UseQuantityStepperOptions {
  /** The quantity (controlled). */
  value?: number;
  /**
   * The initial quantity (uncontrolled).
   * @default min
   */
  defaultValue?: number;
  /** Called with the new quantity when the user presses − or +. */
  onValueChange?: (value: number) => void;
  /**
   * The smallest quantity; − is disabled there.
   * @default 0
   */
  min?: number;
  /**
   * The largest quantity; + is disabled there, and − brings a larger quantity down to it.
   * @default Infinity
   */
  max?: number;
  /**
   * How much one press adds or removes (e.g. 0.5 for products sold by weight).
   * @default 1
   */
  step?: number;
  /** Whether both buttons ignore the user. */
  disabled?: boolean;
}

function roundToStep(value: number, step: number): number {
  // Avoid 0.30000000000000004 with fractional steps.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/**
 * Behaviour of a − / value / + quantity control, clamped to `min` and `max`.
 * @example
 * const stepper = useQuantityStepper({ value: 2, onValueChange: setQuantity, min: 1, max: 10 });
 */
export function useQuantityStepper({
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  disabled = false,
}: UseQuantityStepperOptions = {}) {
  const [quantity, setQuantity] = useControllableState({
    value,
    defaultValue: defaultValue ?? min,
    onChange: onValueChange,
  });
  const canDecrement = !disabled && quantity - step >= min - 1e-9;
  const canIncrement = !disabled && quantity + step <= max + 1e-9;
  return {
    /** The current quantity. */
    value: quantity,
    /** Whether − can be pressed. */
    canDecrement,
    /** Whether + can be pressed. */
    canIncrement,
    /** Removes one step, never below `min`; a quantity above `max` comes down to `max`. */
    decrement: () => {
      // A quantity above `max` (a line saved before its cap) one step lower would still be out
      // of bounds, and refused: − brings it within them.
      if (canDecrement)
        setQuantity(roundToStep(Math.min(max, Math.max(min, quantity - step)), step));
    },
    /** Adds one step, never above `max`. */
    increment: () => {
      if (canIncrement) setQuantity(roundToStep(Math.min(max, quantity + step), step));
    },
  };
}

/** What {@link useQuantityStepper} returns. */
export type UseQuantityStepperReturn = ReturnType<typeof useQuantityStepper>;
