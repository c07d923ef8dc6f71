import { css } from 'styled-components';

/**
 * A fieldset of radio choices: a column under a bold legend, without the fieldset's own frame.
 * One definition for the delivery dialog's services and addresses and the list picker's lists.
 */
export const choiceGroup = css`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
