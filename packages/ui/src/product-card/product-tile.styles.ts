import { css } from 'styled-components';

/** The bordered box of a product in a grid or a carousel, as tall as its row. */
export const productTile = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
