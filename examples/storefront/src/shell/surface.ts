import { css } from 'styled-components';

/**
 * The box of the storefront's cards, panels and summaries: padded, on the surface colour, with
 * the theme's border and rounded corners. One definition, so that every box looks the same.
 */
export const surfaceBox = css`
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
