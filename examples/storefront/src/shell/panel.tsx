import { styled } from 'styled-components';

import { surfaceBox } from './surface';

/**
 * A card of a page (the checkout's meal vouchers, the profile's sections): a bordered surface
 * titled by its `h2`, its parts one under the other.
 */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${surfaceBox}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
