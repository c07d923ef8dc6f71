import { styled } from 'styled-components';

/** A line under a page's content with the way back (a link), set apart from what is above it. */
export const BackLine = styled.p`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
`;
