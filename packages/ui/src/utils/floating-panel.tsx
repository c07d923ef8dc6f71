import { forwardRef, type HTMLAttributes } from 'react';
import {
  FloatingFocusManager,
  FloatingPortal,
  type FloatingFocusManagerProps,
  type UseFloatingReturn,
  type UseInteractionsReturn,
} from '@floating-ui/react';
import { useComposedRefs } from './use-composed-refs';

/** What {@link FloatingPanel} needs of its part: Floating UI's position, context and getters. */
interface PanelFloating extends Pick<UseFloatingReturn, 'refs' | 'context' | 'floatingStyles'> {
  /** The part's interaction props (`role`, `id`, Escape and outside-click handling…). */
  getFloatingProps: UseInteractionsReturn['getFloatingProps'];
}

/** Props of {@link FloatingPanel}. */
interface FloatingPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The state of the part the panel shows. */
  floating: PanelFloating;
  /** Where the focus goes when the panel opens; defaults to the panel's first tabbable element. */
  initialFocus?: FloatingFocusManagerProps['initialFocus'];
}

/**
 * The open panel of a non-modal floating part (a popover, a menu): in a portal, positioned at
 * its trigger, with the focus kept in it until Escape or an outside click closes it.
 */
export const FloatingPanel = forwardRef<HTMLDivElement, FloatingPanelProps>(function FloatingPanel(
  { floating, initialFocus, style, ...props },
  ref,
) {
  const mergedRef = useComposedRefs(floating.refs.setFloating, ref);
  return (
    <FloatingPortal>
      <FloatingFocusManager context={floating.context} modal={false} initialFocus={initialFocus}>
        <div
          ref={mergedRef}
          data-state="open"
          style={{ ...floating.floatingStyles, ...style }}
          {...floating.getFloatingProps(props)}
        />
      </FloatingFocusManager>
    </FloatingPortal>
  );
});
