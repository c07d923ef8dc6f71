import {
  createContext,
  forwardRef,
  useContext,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from 'react';
import { Slot } from '../utils/slot';
import { useSwitch, type UseSwitchOptions } from './use-switch';

const SwitchStateContext = createContext<'checked' | 'unchecked'>('unchecked');

/** Props of {@link SwitchRoot}. */
export interface SwitchRootProps
  extends
    UseSwitchOptions,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'defaultChecked' | 'onChange'> {
  /** Whether to merge the switch's props onto its only child. */
  asChild?: boolean;
}

/** The switch button (`role="switch"`), `data-state="checked"` or `"unchecked"`. */
export const SwitchRoot = forwardRef<HTMLButtonElement, SwitchRootProps>(function SwitchRoot(
  { checked, defaultChecked, onCheckedChange, disabled, asChild, children, ...props },
  ref,
) {
  const { isChecked, getSwitchProps } = useSwitch({
    checked,
    defaultChecked,
    onCheckedChange,
    disabled,
  });
  const Component = asChild ? Slot : 'button';
  return (
    <SwitchStateContext.Provider value={isChecked ? 'checked' : 'unchecked'}>
      <Component ref={ref} {...getSwitchProps(props)}>
        {children}
      </Component>
    </SwitchStateContext.Provider>
  );
});

/** The moving knob inside the switch; decorative. */
export const SwitchThumb = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function SwitchThumb(props, ref) {
    const state = useContext(SwitchStateContext);
    return <span ref={ref} aria-hidden="true" data-state={state} {...props} />;
  },
);
