import { styled } from 'styled-components';

/** The failure of a form, a step or an action, in the danger colour (give it `role="alert"`). */
export const AlertText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
