import { css } from 'styled-components';

/**
 * The brand's name set as its logo, in the top bar and the footer: large and bold in the heading
 * font and the primary colour, its tagline stacked under it.
 */
export const logoType = css`
  display: inline-flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.1;
`;
