import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useControllableState } from '../utils/use-controllable-state';
import { composeEventHandlers } from '../utils/compose-event-handlers';

/** Options of {@link useSwitch}. */
export interface UseSwitchOptions {
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /**
   * Whether the switch starts on (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called when the user toggles the switch. */
  onCheckedChange?: (checked: boolean) => void;
  /** Whether the switch ignores the user. */
  disabled?: boolean;
}

/**
 * Behaviour of an on/off switch: a `button` with `role="switch"` and `aria-checked`.
 * @example
 * const { getSwitchProps } = useSwitch({ defaultChecked: true });
 * <button {...getSwitchProps()}>Accetta sostituzioni</button>
 */
export function useSwitch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
}: UseSwitchOptions = {}) {
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const state = isChecked ? 'checked' : 'unchecked';
  return {
    /** Whether the switch is on. */
    isChecked,
    setChecked,
    /** Props for the switch button; the user's `onClick` runs first. */
    getSwitchProps: (
      props: ButtonHTMLAttributes<HTMLButtonElement> = {},
    ): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': string } => ({
      type: 'button',
      role: 'switch',
      ...props,
      'aria-checked': isChecked,
      disabled,
      'data-state': state,
      onClick: composeEventHandlers(props.onClick, (_event: MouseEvent<HTMLButtonElement>) =>
        setChecked(!isChecked),
      ),
    }),
  };
}

/** What {@link useSwitch} returns. */
export type UseSwitchReturn = ReturnType<typeof useSwitch>;
