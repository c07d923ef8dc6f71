import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { FloatingClose, FloatingTrigger } from '../utils/floating-buttons';
import { FloatingPanel } from '../utils/floating-panel';
import {
  PopoverProvider,
  usePopover,
  usePopoverContext,
  type UsePopoverOptions,
} from './use-popover';

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
  function PopoverContent(props, ref) {
    const popover = usePopoverContext('Popover.Content');
    if (!popover.open) return null;
    return (
      <FloatingPanel ref={ref} floating={popover} data-placement={popover.placement} {...props} />
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
