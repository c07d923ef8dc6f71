import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes } from 'styled-components';
import { styled } from '../theme/styled-skin';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * CSS width (px when a number).
   * @default '100%'
   */
  width?: number | string;
  /**
   * CSS height (px when a number).
   * @default '1em'
   */
  height?: number | string;
  /**
   * `circle` for avatars and round images.
   * @default 'rect'
   */
  shape?: 'rect' | 'text' | 'circle';
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const StyledSkeleton = styled.span<{ $width: string; $height: string; $shape: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? '50%' : $shape === 'text' ? theme.radii.sm : theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A grey placeholder shown while content loads; hidden from screen readers. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', shape = 'rect', ...props },
  ref,
) {
  return (
    <StyledSkeleton
      ref={ref}
      aria-hidden="true"
      data-shape={shape}
      $width={toCss(width)}
      $height={toCss(height)}
      $shape={shape}
      {...props}
    />
  );
});
