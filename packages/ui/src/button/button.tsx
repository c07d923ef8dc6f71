import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '../utils/slot';

/** Props of the unstyled {@link ButtonBase}. */
export interface ButtonBaseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Whether to merge the button's props onto its only child (e.g. a router link). */
  asChild?: boolean;
  /** Whether an action is running: the button is announced busy and ignores clicks. */
  loading?: boolean;
}

/** An unstyled button: `type="button"` by default, `aria-busy` and `data-loading` while loading. */
export const ButtonBase = forwardRef<HTMLButtonElement, ButtonBaseProps>(function ButtonBase(
  { asChild, loading = false, type, disabled, onClick, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
});
