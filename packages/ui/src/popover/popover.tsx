import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { FloatingClose, FloatingTrigger } from '../utils/floating-buttons';
import {
  PopoverProvider,
  usePopover,
  usePopoverContext,
  type UsePopoverOptions,
} from './use-popover';
import { useComposedRefs } from '../utils/use-composed-refs';

/** Props of {@link PopoverRoot}. */
export interface PopoverRootProps extends UsePopoverOptions {
  children?: ReactNode;
}

/** Holds the state of one popover; renders no element. */
export function PopoverRoot({ children, ...options }: PopoverRootProps) {
  const popover = usePopover(options);
  return <PopoverProvider value={popover}>{children}</PopoverProvider>;
}

/** Props of {@link PopoverTrigger}. */
export interface PopoverTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/** The button that toggles the popover (`aria-expanded`, `aria-controls`). */
export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger(props, ref) {
    const popover = usePopoverContext('Popover.Trigger');
    return <FloatingTrigger ref={ref} floating={popover} {...props} />;
  },
);

/** The floating panel; focus moves into it and Escape or an outside click closes it. */
export const PopoverContent = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function PopoverContent({ style, ...props }, ref) {
    const popover = usePopoverContext('Popover.Content');
    const mergedRef = useComposedRefs(popover.refs.setFloating, ref);
    if (!popover.open) return null;
    return (
      <FloatingPortal>
        <FloatingFocusManager context={popover.context} modal={false}>
          <div
            ref={mergedRef}
            data-state="open"
            data-placement={popover.placement}
            style={{ ...popover.floatingStyles, ...style }}
            {...popover.getFloatingProps(props)}
          />
        </FloatingFocusManager>
      </FloatingPortal>
    );
  },
);

/** A button that closes the popover. */
export const PopoverClose = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverClose(props, ref) {
    const popover = usePopoverContext('Popover.Close');
    return <FloatingClose ref={ref} setOpen={popover.setOpen} {...props} />;
  },
);
