import { forwardRef, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { ButtonBase, type ButtonBaseProps } from '../button/button';
import { focusRing } from '../theme/focus-ring';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonBaseProps, 'aria-label' | 'children'> {
  /** The accessible name, read by screen readers and shown as a tooltip (required: the button has no text). */
  label: string;
  /** The icon, e.g. an icon of `lucide-react`; it is hidden from screen readers. */
  children: ReactNode;
  /**
   * The look of the button.
   * @default 'ghost'
   */
  variant?: 'ghost' | 'primary' | 'secondary';
  /**
   * Width and height in px (at least 24, WCAG target size).
   * @default 40
   */
  size?: number;
}

const StyledIconButton = styled(ButtonBase)<{
  $variant: 'ghost' | 'primary' | 'secondary';
  $size: number;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.borderStrong : 'transparent')};
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) =>
      $variant === 'primary' ? theme.colors.primaryHover : theme.colors.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  svg {
    width: 60%;
    height: 60%;
    max-width: 24px;
    max-height: 24px;
  }
  ${focusRing}
`;

/** A button showing only an icon; its `label` becomes the accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', size = 40, title, ...props },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={Math.max(24, size)}
      {...props}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </span>
    </StyledIconButton>
  );
});
