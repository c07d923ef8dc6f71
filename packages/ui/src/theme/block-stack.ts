import { css } from 'styled-components';

/** A step of the theme's spacing scale (`theme.space[step]`). */
type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * The root of a block or a field: its parts in a column, `theme.space[gap]` apart, in the body
 * font and the text colour.
 */
export const blockStack = (gap: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]}px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;
