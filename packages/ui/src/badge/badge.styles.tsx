import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../theme/styled-skin';

/** The look of a badge. */
export type BadgeVariant = 'primary' | 'accent' | 'neutral' | 'success' | 'danger';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The look of the badge.
   * @default 'primary'
   */
  variant?: BadgeVariant;
  /** A number to show (e.g. items in the cart); above `max` it shows `max+`. */
  count?: number;
  /**
   * The highest count shown in full.
   * @default 99
   */
  max?: number;
}

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 20 px at the browser's default text size; it grows with a shopper's larger text. */
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  ${({ theme, $variant }) => {
    const c = theme.colors;
    const pairs: Record<BadgeVariant, [string, string]> = {
      primary: [c.primary, c.onPrimary],
      accent: [c.accent, c.onAccent],
      neutral: [c.surfaceMuted, c.text],
      success: [c.primarySoft, c.onPrimarySoft],
      danger: [c.danger, '#ffffff'],
    };
    const [background, color] = pairs[$variant];
    return `background: ${background}; color: ${color};`;
  }}
`;

/** A small label or counter, e.g. "Omaggio" or the number of products on the cart button. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { variant = 'primary', count, max = 99, children, ...props },
  ref,
) {
  const content = count !== undefined ? (count > max ? `${max}+` : String(count)) : children;
  return (
    <StyledBadge ref={ref} $variant={variant} data-variant={variant} {...props}>
      {content}
    </StyledBadge>
  );
});
