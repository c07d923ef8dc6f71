import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { SwitchRoot, SwitchThumb, type SwitchRootProps } from './switch';
import { focusRing } from '../theme/focus-ring';
import { withParts } from '../utils/with-parts';

const Track: typeof SwitchRoot = styled(SwitchRoot)`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast}ms;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  /* aria-disabled: a switch that waits for its change to be saved keeps the focus (a disabled
     button would drop it to the page's body) and looks disabled. */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  /* Forced colours paint every background the same: "on" fills the track with the system's
     selection colour, so on and off differ in colour as well as in the knob's side. */
  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-state='checked'] {
      forced-color-adjust: none;
      border-color: Highlight;
      background: Highlight;
    }
    &:disabled,
    &[aria-disabled='true'] {
      border-color: GrayText;
    }
  }
  ${focusRing}
`;

const Thumb: typeof SwitchThumb = styled(SwitchThumb)`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: transform ${({ theme }) => theme.durations.fast}ms;
  &[data-state='checked'] {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* The knob is a painted background, which forced colours would erase: it keeps a system
     colour of its own. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: ButtonText;
    &[data-state='checked'] {
      background: HighlightText;
    }
  }
`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<SwitchRootProps, 'asChild' | 'children'> {
  /** The visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /**
   * Which side of the switch the label sits on.
   * @default 'end'
   */
  labelPosition?: 'start' | 'end';
}

/** The all-in-one switch: track, thumb and label. */
const SwitchWithLabel = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, labelPosition = 'end', id, ...props },
  ref,
) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const control = (
    <Track ref={ref} id={switchId} {...props}>
      <Thumb />
    </Track>
  );
  if (label === undefined) return control;
  const text = <label htmlFor={switchId}>{label}</label>;
  return (
    <Row>
      {labelPosition === 'start' ? text : null}
      {control}
      {labelPosition === 'end' ? text : null}
    </Row>
  );
});

/**
 * A themed on/off switch with an optional label, e.g. "Accetta sostituzioni". Its parts are the
 * headless Switch's, themed: `<Switch.Root><Switch.Thumb /></Switch.Root>` builds one by hand.
 */
export const Switch = /* @__PURE__ */ withParts(SwitchWithLabel, { Root: Track, Thumb });

// The whole switch and its themed parts one by one, for `./compound.ts` (a Server Component
// receives each export of a client module as a reference of its own, never its properties).
export { SwitchWithLabel, Track as SwitchSkinRoot, Thumb as SwitchSkinThumb };
