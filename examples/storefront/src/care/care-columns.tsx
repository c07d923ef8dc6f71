import { styled } from 'styled-components';

/** The customer care page's two columns from 960 px: how to reach us, then the ticket form. */
export const CareColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 {
    margin-top: 0;
  }
`;
