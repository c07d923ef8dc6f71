import { css } from 'styled-components';
import { focusRing } from '../theme/focus-ring';

// The look of the search box's form, field, input and button, shared by the combobox and the
// plain stand-in that shows until the combobox's code arrives: the swap must not move a pixel.

/** The search form (`role="search"`). */
export const formStyles = css`
  position: relative;
  width: 100%;
  font-family: ${({ theme }) => theme.fonts.body};
`;

/** The pill around the icon, the input and the buttons; its focus ring follows the input's. */
export const fieldStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The text input. */
export const inputStyles = css`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

/** The round search button ("Cerca"). */
export const submitStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  ${focusRing}
`;
