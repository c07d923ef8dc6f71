import { css } from 'styled-components';

/** A visible keyboard focus ring (3:1 against surface and brand colours) shown on `:focus-visible`. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
