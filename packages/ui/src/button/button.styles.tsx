import { forwardRef } from 'react';
import { css } from 'styled-components';
import { styled } from '../theme/styled-skin';
import { ButtonBase, type ButtonBaseProps } from './button';
import { focusRing } from '../theme/focus-ring';
import { BusyIcon } from '../utils/busy-icon';

/** The look of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** The size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const heights: Record<ButtonSize, number> = { sm: 32, md: 40, lg: 48 };

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  box-sizing: border-box;
  min-height: ${({ $size }) => heights[$size]}px;
  /* A label on one line stays within the least height; a longer one wraps with room above and below. */
  padding: ${({ theme, $size }) => theme.space[$size === 'sm' ? 1 : 2]}px
    ${({ theme, $size }) => theme.space[$size === 'sm' ? 3 : 4]}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast}ms,
    border-color ${({ theme }) => theme.durations.fast}ms;
  ${({ theme, $variant }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceMuted};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: #ffffff;
          &:hover:not(:disabled) {
            filter: brightness(0.9);
          }
        `;
    }
  }}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* Loading keeps full contrast: the spinner says the action runs. */
  &[data-loading] {
    cursor: progress;
  }
  ${focusRing}
`;

const StyledButton = styled(ButtonBase)<StyleProps>`
  ${buttonStyles}
`;

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonBaseProps {
  /**
   * The look of the button.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * The height of the button: 32, 40 or 48 px.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Whether the button fills its container's width.
   * @default false
   */
  fullWidth?: boolean;
}

/** A themed button; `asChild` styles a link as a button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    asChild,
    children,
    ...props
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      loading={loading}
      asChild={asChild}
      {...props}
    >
      {loading && !asChild ? (
        <>
          <BusyIcon />
          {children}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
});
