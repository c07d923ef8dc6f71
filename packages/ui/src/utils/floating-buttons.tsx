import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { UseFloatingReturn, UseInteractionsReturn } from '@floating-ui/react';
import { composeEventHandlers } from './compose-event-handlers';
import { Slot } from './slot';
import { useComposedRefs } from './use-composed-refs';

/** What {@link FloatingTrigger} needs of the part it opens: its state and Floating UI's getters. */
interface TriggerFloating extends Pick<UseFloatingReturn, 'refs'> {
  /** Whether the part is open. */
  open: boolean;
  /** The part's interaction props (click, `aria-expanded`, `aria-controls`…). */
  getReferenceProps: UseInteractionsReturn['getReferenceProps'];
}

/** Props of {@link FloatingTrigger}. */
interface FloatingTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The state of the part the trigger opens. */
  floating: TriggerFloating;
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/**
 * The button that opens a floating part (a dialog, a popover, a menu): the part is anchored to
 * it, `data-state` says whether the part is open, and the part's interaction props go on it.
 */
export const FloatingTrigger = forwardRef<HTMLButtonElement, FloatingTriggerProps>(
  function FloatingTrigger({ floating, asChild, ...props }, ref) {
    const mergedRef = useComposedRefs(floating.refs.setReference, ref);
    const Component = asChild ? Slot : 'button';
    return (
      <Component
        ref={mergedRef}
        type={asChild ? undefined : 'button'}
        data-state={floating.open ? 'open' : 'closed'}
        {...floating.getReferenceProps(props)}
      />
    );
  },
);

/** Props of {@link FloatingClose}. */
interface FloatingCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Closes the part the button belongs to. */
  setOpen: (open: boolean) => void;
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/** A button that closes the floating part it sits in, after the caller's own `onClick`. */
export const FloatingClose = forwardRef<HTMLButtonElement, FloatingCloseProps>(
  function FloatingClose({ setOpen, asChild, onClick, ...props }, ref) {
    const Component = asChild ? Slot : 'button';
    return (
      <Component
        ref={ref}
        type={asChild ? undefined : 'button'}
        {...props}
        onClick={composeEventHandlers(onClick, () => setOpen(false))}
      />
    );
  },
);
