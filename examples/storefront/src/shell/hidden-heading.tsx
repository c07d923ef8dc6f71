import { styled } from 'styled-components';

/**
 * A heading for screen readers only: it keeps the page outline in order (h1, then h2, then h3)
 * where the design shows no heading of its own.
 */
export const HiddenHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
